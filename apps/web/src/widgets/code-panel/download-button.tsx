import { Download } from 'lucide-react';
import { CodePanelCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import type { DownloadFile } from './download-files';
import { saveBlob } from './save-blob';

/** Saves the one file as itself, or all files as `${downloadName}.zip`. */
export function DownloadButton({ files, downloadName }: { files: readonly DownloadFile[]; downloadName: string }) {
  async function download() {
    try {
      // The zip code (fflate) loads on the first click, not with the page.
      const { buildDownload } = await import('./download-files');
      const { bytes, mimeType, fileName } = buildDownload(files, downloadName, CodePanelCopy.defaultDownloadName);
      saveBlob(new Blob([bytes], { type: mimeType }), fileName);
    } catch (error) {
      console.error('Download failed', error);
      showToast(CodePanelCopy.downloadFailed, 'destructive', 'download');
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void download()}>
      <Download aria-hidden className="size-4" />
      {files.length > 1 ? CodePanelCopy.downloadAll : CodePanelCopy.download}
    </Button>
  );
}
