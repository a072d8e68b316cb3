// @ts-check
// A copy of this repository as a fresh clone has it, for tests that run the README's commands,
// change the code or deploy without touching the working tree: the files git tracks, and new ones
// it does not ignore, committed in a repository of its own; no build, no emulator config, no cache.
// It shares the installed packages: its node_modules is a folder of links to this one's, so what
// tools write there (Vite's cache, the build's) stays the copy's own.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Copies the repository into a new folder under the system's temporary folder (outside any
 * node_modules, where Vite would not watch the files) and returns its path.
 * @param {string} name a word for the folder's name
 */
export function copyRepository(name) {
  const copy = mkdtempSync(path.join(tmpdir(), `bazaar-${name}-`));
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync("git", args, { cwd: copy, encoding: "utf8", stdio: "pipe" });
  const listed = git("-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard");
  for (const file of listed.split("\0")) {
    // Not those deleted in the working tree.
    if (file && existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(copy, file));
  }
  mkdirSync(path.join(copy, "node_modules"));
  for (const entry of readdirSync(path.join(root, "node_modules"))) {
    if (entry.startsWith(".") && entry !== ".bin") continue; // caches and npm's own records
    symlinkSync(path.join(root, "node_modules", entry), path.join(copy, "node_modules", entry));
  }
  // A repository of its own, its one commit these files, so that `git status` shows what a command
  // wrote outside .gitignore.
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Bazaar", "-c", "user.email=tests@example.com", "commit", "-q", "-m", "copy");
  return copy;
}

/**
 * What `git status` shows in a copy: files written, changed or deleted outside .gitignore.
 * @param {string} copy
 */
export function changesIn(copy) {
  return execFileSync("git", ["status", "--porcelain"], { cwd: copy, encoding: "utf8" }).trim();
}
