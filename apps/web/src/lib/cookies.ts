/** Whether the page can see a cookie of that name with a value (an emptied cookie counts as absent). */
export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [key, ...value] = part.trim().split('=');
    return key === name && value.join('=') !== '';
  });
}
