// Starts the app on a server-rendered page (decision 0017). The page is already on screen; its
// code is asked for after the first paint, so that on a slow network the page's styles, fonts and
// pictures are not queued behind scripts that only make it interactive. The server writes this
// script in place of the app's entry: data-entry is the entry, data-preload what it imports.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  const start = () => {
    for (const href of (boot.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
})();
