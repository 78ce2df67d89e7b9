import { spyOn } from 'storybook/test';

// For stories of downloads: the files a story's page saved (through an object URL and <a download>, as
// src/ui/saveTextFile.ts does), with their names and contents. The anchor's click is held back, so the test browser
// saves nothing to disk; the object URL is still made, so the bytes read are the ones a reader would get.

export interface SavedFile {
  name: string;
  file: Blob | undefined;
}

export const savedFiles: SavedFile[] = [];

/** A story's beforeEach: records the files saved from then on; returns the clean-up. */
export function watchSavedFiles(): () => void {
  savedFiles.length = 0;
  const objects = new Map<string, Blob>();
  const createObjectUrl = URL.createObjectURL.bind(URL);
  const clickAnchor = HTMLAnchorElement.prototype.click;
  const create = spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = createObjectUrl(object);
    if (object instanceof Blob) objects.set(url, object);
    return url;
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.download) return clickAnchor.call(this);
    savedFiles.push({ name: this.download, file: objects.get(this.href) });
  });
  return () => {
    create.mockRestore();
    click.mockRestore();
  };
}

/** The text of the only file saved so far. */
export async function savedText(): Promise<string> {
  const [saved, ...others] = savedFiles;
  if (!saved?.file || others.length > 0) throw new Error(`Expected one saved file, got ${savedFiles.length}`);
  return saved.file.text();
}
