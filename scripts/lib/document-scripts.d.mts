export interface DocumentScripts {
  /** Gzip bytes of every script the document loads. */
  gzipBytes: number;
  scripts: { src: string; gzipBytes: number }[];
}
export function documentScripts(url: string): Promise<DocumentScripts>;
export function documentScriptSources(html: string): string[];
