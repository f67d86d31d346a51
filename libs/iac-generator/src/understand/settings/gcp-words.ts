/** Words and helpers the rules moved from gcp-settings.ts share. */

export const IP = String.raw`\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?`;
export const IP_LIST = new RegExp(`${IP}(?:\\s*(?:,|and|or|&)\\s*${IP})*`, 'g');
