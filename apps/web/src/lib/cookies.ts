/** Whether the page can see a cookie of that name with a value (an emptied cookie counts as absent). */
export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [key, ...value] = part.trim().split('=');
    return key === name && value.join('=') !== '';
  });
}

/**
 * Removes a readable cookie (a session hint) as the server would (`Path=/`). A sign-out clears its
 * hint at once: a page loaded before the server's answer arrives (a reload, the next visit, the
 * sign-out request cancelled by leaving the page) would otherwise restore the session just left.
 */
export function forgetCookie(name: string): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}
