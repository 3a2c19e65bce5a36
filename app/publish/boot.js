// Added to index.html by the build: start the offline cache, and ask once that the
// browser keep this app's storage (the database) even when space runs short.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => navigator.serviceWorker.register("sw.js"));
}
if (navigator.storage && navigator.storage.persist && !localStorage.getItem("kartenrunde.persist")) {
  navigator.storage.persist().then((granted) => {
    localStorage.setItem("kartenrunde.persist", granted ? "granted" : "refused");
  });
}
