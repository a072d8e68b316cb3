// @ts-check
// Checks HTML with the W3C Nu Html Checker (vnu, from the `vnu-jar` package), run on the machine's
// Java (17 or later; `JAVA` names another). One run checks every document it is given: Java takes a
// second or two to start, so batch documents rather than calling this once for each.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// The checker also plays a page's <meta> Content-Security-Policy against its images, and gets it
// wrong: it reports `<img src="data:…">` as refused by `img-src 'self' data:` (checked on a two-line
// page), and it reads a saved file, which has no origin for 'self'. The browsers enforce the policy,
// and the browser tests fail on any violation they report, so these guesses are dropped.
const META_POLICY_GUESS = "Resource violates Content Security Policy \\(meta tag\\):.*";
const EXTRACT_LIMIT = 160; // a longer extract is cut: a data: URL can make one of several kilobytes

const oneLine = (/** @type {string} */ text) => text.replace(/\s+/g, " ").trim();
/** @type {(what: string) => never} */
const fail = (what) => {
  throw new Error(`The Nu Html Checker ${what}`);
};

/**
 * A message of the checker's JSON report (the fields read here).
 * @typedef {object} VnuMessage
 * @property {string} type "error", "non-document-error" or "info"
 * @property {string} [subType] "fatal" for an error; "warning" for an info message that is one
 * @property {string} [url] the file checked
 * @property {number} [firstLine]
 * @property {number} [lastLine]
 * @property {number} [firstColumn]
 * @property {number} [lastColumn]
 * @property {string} message
 * @property {string} [extract] the markup around it
 */
/** @typedef {{ name: string, html: string }} MarkupDocument */
/** @typedef {{ name: string, errors: string[], warnings: string[] }} MarkupReport */

/**
 * A message of the checker's JSON report as 'line:column: message [extract]', on one line.
 * @param {VnuMessage} message
 */
export function describeMessage(message) {
  const line = message.firstLine ?? message.lastLine;
  const where = line === undefined ? "" : `${line}:${message.firstColumn ?? message.lastColumn ?? 1}: `;
  let extract = oneLine(message.extract ?? "");
  if (extract.length > EXTRACT_LIMIT) extract = `${extract.slice(0, EXTRACT_LIMIT - 1)}…`;
  return `${where}${oneLine(message.message)}${extract ? ` [${extract}]` : ""}`;
}

/**
 * Checks documents ({ name, html }) with one run of the Nu Html Checker. Returns, for each in the
 * order given, { name, errors, warnings }: errors include fatal ones and the checker's own failures
 * to read it; each is one line, 'line:column: message [extract]'; info messages are left out.
 * Throws when the checker cannot run, or does not say that it checked every document.
 * @param {MarkupDocument[]} documents
 * @returns {Promise<MarkupReport[]>}
 */
export async function checkMarkup(documents) {
  if (documents.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    // Files named by position: a document's name can be anything, an address or a sentence.
    const fileOf = (/** @type {number} */ index) => `document-${index + 1}.html`;
    const files = documents.map((_, index) => fileOf(index));
    await Promise.all(documents.map(({ html }, index) => writeFile(path.join(dir, fileOf(index)), html)));
    const java = process.env.JAVA ?? "java";
    // The checker recurses deeply (it asks for at least 512 KB of stack; C1-only code, faster to
    // start, takes more): 4 MB. C1 alone and one GC thread halve the time of a run (2 s, not 4).
    const jvm = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", VNU_JAR];
    const flags = ["--format", "json", "--exit-zero-always", "--skip-info-messages", "--verbose"];
    const args = [...jvm, ...flags, "--filterpattern", META_POLICY_GUESS, ...files];
    const options = { cwd: dir, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 };
    // The JSON report goes to stderr, and --verbose names each file checked on stdout.
    const { stdout, stderr } = await promisify(execFile)(java, args, options).catch((error) => {
      const how = "on Debian: apt-get install -y openjdk-17-jre-headless; or set JAVA";
      if (error.code === "ENOENT") fail(`needs Java 17 or later, and '${java}' was not found (${how}).`);
      // --exit-zero-always: any other failure is the checker's own, not the documents'.
      fail(`failed (${error.message.trim()}):\n${error.stderr}${error.stdout}`);
    });
    const checked = new Set(stdout.split("\n").map((line) => path.basename(line.trim())));
    const unchecked = files.filter((file) => !checked.has(file));
    if (unchecked.length) fail(`did not check ${unchecked.join(", ")}:\n${stdout}${stderr}`);
    // The report is one line of JSON (anything Java itself says, it says on lines of its own).
    /** @type {{ messages: VnuMessage[] }} */
    let report;
    try {
      report = JSON.parse(stderr.split("\n").find((line) => line.startsWith("{")) ?? "");
    } catch {
      fail(`gave a report that is not JSON:\n${stderr}${stdout}`);
    }
    /** @type {MarkupReport[]} */
    const results = documents.map(({ name }) => ({ name, errors: [], warnings: [] }));
    for (const message of report.messages) {
      const result = message.url && results[files.indexOf(path.basename(new URL(message.url).pathname))];
      if (!result) fail(`reported on no document given: ${JSON.stringify(message)}`);
      // "error" (with its "fatal" kind) and "non-document-error" are errors; an "info" is a
      // warning only with that subType (plain info messages are skipped by --skip-info-messages).
      if (message.type !== "info") result.errors.push(describeMessage(message));
      else if (message.subType === "warning") result.warnings.push(describeMessage(message));
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Every error and warning of checkMarkup's reports, one line each under its document's name.
 * @param {MarkupReport[]} reports
 */
export const markupMessages = (reports) =>
  reports.flatMap(({ name, errors, warnings }) => [
    ...errors.map((message) => `${name}: error: ${message}`),
    ...warnings.map((message) => `${name}: warning: ${message}`),
  ]);
