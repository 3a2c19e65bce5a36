// Added to index.html (server and phone build): scripts load from this page's own
// origin only. Flet's web client asks a CDN for Rive's animation runtime at every
// start, which this app never draws; the script element simply gets no address, as
// if it were offline, and the client waits for it without harm.
(() => {
  const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, "src");
  Object.defineProperty(HTMLScriptElement.prototype, "src", {
    ...src,
    set(value) {
      if (new URL(String(value), document.baseURI).origin === location.origin) {
        src.set.call(this, value);
      } else {
        console.info("Kartenrunde loads nothing from elsewhere:", String(value));
      }
    },
  });
})();
