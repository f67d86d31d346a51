import type { SiteFormKind, SiteFormState } from '@infragen/contracts';

/** The name the server gave the file (`contact-messages-2026-11-28.csv`), or one made the same way. */
function fileNameOf(response: Response, kind: SiteFormKind): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return given ?? `${kind}.csv`;
}

/**
 * Downloads a list of the inbox as the server writes it (CSV, escaped and with formulas
 * neutralised there). A plain link cannot carry the admin session's token, so the file is fetched
 * and handed to the browser's download from memory. Resolves with the file name; rejects with the
 * api's error answer.
 */
export async function downloadInboxCsv(kind: SiteFormKind, state: SiteFormState | undefined, token: string) {
  const query = state ? `?state=${state}` : '';
  const response = await fetch(`/api/admin/site/${kind}/export${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw { status: response.status, data: await response.json().catch(() => null) };
  const name = fileNameOf(response, kind);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over: revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
