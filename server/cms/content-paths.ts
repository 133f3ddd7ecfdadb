// Which files the editor may write in local mode: the content folders only, with the file
// kinds the site reads there. Keystatic's own check is a prefix match without a separator
// ("app/content/blog" lets code such as "app/content/blog-taxonomy.ts" through), so this one
// stands on its own: the path is refused unless it is already in normal form and names a
// content file by its folder's pattern, and no part of it on disk is a symbolic link (which
// could lead the write out of the folder).
import { lstat } from "node:fs/promises";
import { join, posix } from "node:path";

/** The content folders and the files each holds (README: "Content and the editor"). */
const CONTENT_FOLDERS = [
  { folder: "app/content/data/", file: /^[a-z0-9-]+\.json$/ },
  { folder: "app/content/blog/", file: /^[a-z0-9-]+\.md$/ },
  { folder: "public/images/", file: /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:svg|png|jpe?g)$/i },
] as const;

/** Why `path` may not be written or read (pt-BR), or null when it names a content file. */
export async function contentPathProblem(workingCopy: string, path: string): Promise<string | null> {
  const refused = `${path}: o editor só grava arquivos de conteúdo (app/content/data/*.json, app/content/blog/*.md, imagens em public/images/).`;
  if (path.includes("\\") || path.includes("\0") || posix.normalize(path) !== path || posix.isAbsolute(path)) return refused;
  if (!CONTENT_FOLDERS.some(({ folder, file }) => path.startsWith(folder) && file.test(path.slice(folder.length)))) return refused;
  return (await linkOnTheWay(workingCopy, path)) ? `${path}: o caminho passa por um link simbólico.` : null;
}

/** Whether a part of `path` that exists in the working copy (folder or file) is a symbolic link. */
async function linkOnTheWay(workingCopy: string, path: string): Promise<boolean> {
  const parts = path.split("/");
  for (let depth = 1; depth <= parts.length; depth++) {
    const entry = await lstat(join(workingCopy, ...parts.slice(0, depth))).catch(() => null);
    // The rest does not exist yet: the write creates plain folders and a plain file.
    if (!entry) return false;
    if (entry.isSymbolicLink()) return true;
  }
  return false;
}
