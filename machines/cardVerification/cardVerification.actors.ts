import type { CardVerificationReport } from './cardVerification.types';

/** Tells checkout what verification asks for now (injected: checkout sends it to itself; default nothing). */
export const report = (_: unknown, _params: CardVerificationReport) => {};
