// Run Python in the browser build's own Pyodide, under Node.js:
//   node run.mjs <pyodide.mjs> <folder> <code> [<wheel> ...]
// The folder is mounted at /stage and is the working directory; the wheels are loaded
// first (e.g. Pyodide's msgpack). Exits 1 if the code raises (the traceback on stderr).
import { pathToFileURL } from "node:url";

const [pyodideModule, folder, code, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/stage");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/stage");
pyodide.FS.chdir("/stage");
for (const wheel of wheels) await pyodide.loadPackage(pathToFileURL(wheel).href);
try {
  await pyodide.runPythonAsync(code);
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
