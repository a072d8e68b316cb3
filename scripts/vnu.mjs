// Checks HTML with the W3C Nu Html Checker (vnu, from the `vnu-jar` package), run on the machine's
// Java (17 or later; `JAVA` names another). One run checks every document it is given: Java takes a
// second or two to start, so batch documents rather than calling this once for each.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
/**
 * The checker also plays a page's <meta> Content-Security-Policy against its images, and gets it
 * wrong: it reports `<img src="data:…">` as refused by `img-src 'self' data:` (checked on a two-line
 * page), and it reads a saved file, which has no origin for 'self'. The browsers enforce the policy,
 * and the browser tests fail on any violation they report, so these guesses are dropped.
 */
const META_POLICY_GUESS = "Resource violates Content Security Policy \\(meta tag\\):.*";
/** A longer extract is cut: a data: URL can make one of several kilobytes. */
const EXTRACT_LIMIT = 160;

/**
 * @typedef {{ name: string, html: string }} MarkupDocument
 * @typedef {{ name: string, errors: string[], warnings: string[] }} MarkupReport
 * @typedef {{
 *   type: string, subType?: string, url?: string, message: string, extract?: string,
 *   firstLine?: number, lastLine?: number, firstColumn?: number, lastColumn?: number,
 * }} VnuMessage
 */

/** @param {string} text */
const oneLine = (text) => text.replace(/\s+/g, " ").trim();

/**
 * 'line:column: message [extract]' on one line.
 * @param {VnuMessage} message
 */
export function describeMessage(message) {
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = line === undefined ? "" : `${line}:${column ?? 1}: `;
  let extract = oneLine(message.extract ?? "");
  if (extract.length > EXTRACT_LIMIT) extract = `${extract.slice(0, EXTRACT_LIMIT - 1)}…`;
  return `${where}${oneLine(message.message)}${extract ? ` [${extract}]` : ""}`;
}

/**
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<{ stdout: string, stderr: string }>}
 */
function runVnu(args, cwd) {
  const java = process.env.JAVA ?? "java";
  return new Promise((resolve, reject) => {
    execFile(
      java,
      // The checker recurses deeply (it asks for at least 512 KB of stack; C1-only code, faster to
      // start, takes more): 4 MB. C1 alone and one GC thread halve the time of a run (2 s, not 4).
      ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", VNU_JAR, ...args],
      { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error && /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") {
          reject(
            new Error(
              `The Nu Html Checker needs Java 17 or later, and '${java}' was not found ` +
                "(on Debian: apt-get install -y openjdk-17-jre-headless; or set JAVA).",
            ),
          );
        } else if (error) {
          // --exit-zero-always: any other failure is the checker's own, not the documents'.
          reject(new Error(`The Nu Html Checker failed (${error.message.trim()}):\n${stderr}${stdout}`));
        } else {
          resolve({ stdout, stderr });
        }
      },
    );
  });
}

/**
 * Checks each document with one run of the Nu Html Checker. Returns, for each document in the
 * order given, its errors (fatal errors and the checker's own failures to read it included) and its
 * warnings, each as one line: 'line:column: message [extract]'. Info messages are not reported.
 * Throws when the checker cannot run, or does not say that it checked every document.
 *
 * @param {MarkupDocument[]} documents
 * @returns {Promise<MarkupReport[]>}
 */
export async function checkMarkup(documents) {
  if (documents.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    // Files named by position: a document's name can be anything, an address or a sentence.
    const files = documents.map((_, index) => `document-${index + 1}.html`);
    await Promise.all(
      documents.map((document, index) => writeFile(path.join(dir, files[index] ?? ""), document.html)),
    );
    // JSON goes to stderr, and --verbose names each file it checks on stdout.
    const { stdout, stderr } = await runVnu(
      [
        "--format",
        "json",
        "--exit-zero-always",
        "--skip-info-messages",
        "--filterpattern",
        META_POLICY_GUESS,
        "--verbose",
        ...files,
      ],
      dir,
    );
    const checked = new Set(stdout.split("\n").map((line) => path.basename(line.trim())));
    const unchecked = files.filter((file) => !checked.has(file));
    if (unchecked.length > 0) {
      throw new Error(`The Nu Html Checker did not check ${unchecked.join(", ")}:\n${stdout}${stderr}`);
    }
    // The report is one line of JSON (anything Java itself says, it says on lines of its own).
    const json = stderr.split("\n").find((line) => line.startsWith("{"));
    /** @type {{ messages: VnuMessage[] }} */
    let report;
    try {
      report = JSON.parse(json ?? "");
    } catch {
      throw new Error(`The Nu Html Checker's report is not JSON:\n${stderr}${stdout}`);
    }
    /** @type {MarkupReport[]} */
    const results = documents.map(({ name }) => ({ name, errors: [], warnings: [] }));
    for (const message of report.messages) {
      const index = message.url ? files.indexOf(path.basename(new URL(message.url).pathname)) : -1;
      const result = results[index];
      if (!result) {
        throw new Error(`The Nu Html Checker reported on no document given: ${JSON.stringify(message)}`);
      }
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
 * Every error and warning of the reports, one line each under its document's name.
 * @param {MarkupReport[]} reports
 */
export function markupMessages(reports) {
  return reports.flatMap(({ name, errors, warnings }) => [
    ...errors.map((message) => `${name}: error: ${message}`),
    ...warnings.map((message) => `${name}: warning: ${message}`),
  ]);
}
