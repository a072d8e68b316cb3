/** `import text from "./file.ts?inline-script"`: the file as one minified classic script (inline-script-plugin.ts). */
declare module "*?inline-script" {
  const script: string;
  export default script;
}
