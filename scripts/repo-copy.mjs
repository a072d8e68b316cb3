// A copy of this repository as a fresh clone has it: the files git tracks, and new ones it does not
// ignore, committed in a repository of its own; no build, no emulator config, no cache. It shares the installed packages: its
// node_modules is a folder of links to this one's, so what tools write there (Vite's cache, the
// build's) stays the copy's own. For tests that run the README's commands, change the code or
// deploy, without touching the working tree.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Copies the repository into a new folder under the system's temporary folder (outside any
 * node_modules, where Vite would not watch the files) and returns its path.
 * @param {string} name a word for the folder's name
 */
export function copyRepository(name) {
  const copy = mkdtempSync(path.join(tmpdir(), `bazaar-${name}-`));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  for (const file of listed.split("\0").filter(Boolean)) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(from, path.join(copy, file));
  }
  const modules = path.join(root, "node_modules");
  mkdirSync(path.join(copy, "node_modules"));
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".") && entry !== ".bin") continue; // caches and npm's own records
    symlinkSync(path.join(modules, entry), path.join(copy, "node_modules", entry));
  }
  // A repository of its own, its one commit these files, so that `git status` shows what a command
  // wrote outside .gitignore.
  const git = (...args) => execFileSync("git", args, { cwd: copy, stdio: "pipe" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Bazaar", "-c", "user.email=tests@example.com", "commit", "-q", "-m", "copy");
  return copy;
}

/** What `git status` shows in a copy: files written, changed or deleted outside .gitignore. */
export function changesIn(copy) {
  return execFileSync("git", ["status", "--porcelain"], { cwd: copy, encoding: "utf8" }).trim();
}
