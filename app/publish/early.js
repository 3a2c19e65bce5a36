// Added to index.html by the phone build, after Flet's python.js: Python starts at once,
// beside the Flutter client, instead of once the client has loaded (it asks for Python
// only then, through jsConnect). The worker is started as python.js would start it; the
// client's first jsConnect takes it over, with the messages it sent meanwhile. The app's
// boot steps ("kartenrunde-step:<name>" from the worker) become "kartenrunde-boot" events
// and console lines with their time, which the build's measurement reads.
(() => {
  if (!flet.pyodide) return;
  const STEP = "kartenrunde-step:";
  const step = (name) => {
    console.log(`kartenrunde-boot ${name} ${Math.round(performance.now())}`);
    window.dispatchEvent(new CustomEvent("kartenrunde-boot", { detail: name }));
  };
  const base = flet.entrypointBaseUrl.replace(/\/$/, "");
  const worker = new Worker(base + "/python-worker.js", { type: "module" });
  step("python");
  const held = [];
  let settle;
  const started = new Promise((resolve) => (settle = resolve));
  const status = (text) => (text.startsWith(STEP) ? step(text.slice(STEP.length)) : settle(text));
  worker.onmessage = (event) =>
    typeof event.data === "string" ? status(event.data) : held.push(event.data);
  worker.postMessage({
    pyodideUrl: flet.pyodideUrl || "pyodide/pyodide.mjs",
    args: {},
    documentUrl: document.URL,
    appPackageUrl: flet.appPackageUrl,
    micropipIncludePre: flet.micropipIncludePre,
    pythonModuleName: flet.pythonModuleName,
  });
  const connect = globalThis.jsConnect;
  let taken = false;
  globalThis.jsConnect = async function (appId, args, dartOnMessage) {
    if (taken || Object.keys(args || {}).length) return connect(appId, args, dartOnMessage);
    taken = true;
    _apps[appId] = { dartOnMessage, worker };
    worker.onmessage = (event) =>
      typeof event.data === "string" ? status(event.data) : dartOnMessage(event.data);
    held.splice(0).forEach(dartOnMessage);
    const result = await started;
    if (result !== "initialized") {
      console.error("Python worker init error:", result);
      await jsDisconnect(appId);
      throw result;
    }
    step("connected");
  };
})();
