/** Only an address inside the app: `?next=https://elsewhere` must not send a person off-site. */
export function safeNext(raw: string | null): string {
  return raw !== null && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}
