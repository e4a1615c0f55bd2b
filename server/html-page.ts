/** HTML-escapes text for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A whole HTML page the server writes itself (the sandboxes' hosted pages, the sign-in pages): one
 * document shell, the page's own inline style, its body inside <main>. `title` and `heading` are text.
 */
export function htmlPage({
  title,
  style,
  body,
  mainAttributes = '',
  iconHref,
}: {
  title: string;
  style: string;
  body: string;
  mainAttributes?: string;
  iconHref?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${iconHref ? `<link rel="icon" type="image/svg+xml" href="${escapeHtml(iconHref)}">\n` : ''}<style>${style}</style>
</head>
<body>
<main${mainAttributes ? ` ${mainAttributes}` : ''}>
${body}
</main>
</body>
</html>
`;
}
