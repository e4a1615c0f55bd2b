/**
 * Phone verification before deals by text (issue 37 item 7). The spec has no words for it: these are the texts the
 * issue's fix gives, written out here (not imported from the app), so a change to them shows in the suite.
 */
export const PHONE_CODE_TEXTS = {
  wrongCode: "That code doesn't match. Check the text we sent and try again.",
  generic: 'Something went wrong, please try again.',
  asked: (phone: string) => `We texted a code to ${phone}. It expires in 10 minutes.`,
  verified: (phone: string) => `${phone} is verified.`,
} as const;
