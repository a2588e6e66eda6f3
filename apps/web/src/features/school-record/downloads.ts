/** Saving the school's record and plan as files in the browser: the CSV the CMS makes (with the owner's token), and files the page makes. */
import { getBearerToken } from '../../lib/graphql';

/** Offers a file to save, as a download link would. */
export function saveFile(content: Blob, name: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches the CSV at `address` as the logged-in teacher and saves it under the name the CMS gives it. */
export async function downloadCsv(address: string): Promise<string> {
  const token = getBearerToken();
  let response: Response;
  try {
    response = await fetch(address, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error('The file could not be downloaded. Please check your connection and try again.');
  }
  if (!response.ok) {
    const message = (await response.json().catch(() => undefined))?.error?.message;
    throw new Error(message || 'The file could not be downloaded. Please try again.');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'record-of-teaching.csv';
  saveFile(await response.blob(), name);
  return name;
}
