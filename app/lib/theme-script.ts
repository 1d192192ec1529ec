/** Where the visitor's theme choice is kept (localStorage); no entry: follow the system. */
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs inline in <head> before the first paint, so the page never flashes the wrong theme; it also
 * marks the document `data-js` (scripts run) and `data-web-share` (the browser has a share sheet),
 * which app.css reads to show the share bar's buttons. Keep it tiny: it is a string, not a module.
 * The site script's theme menu (app/browser/theme.ts) takes over after it.
 */
export const themeScript = `(function(){var r=document.documentElement;r.dataset.js="";if(typeof navigator.share==="function")r.dataset.webShare="";try{var k=${JSON.stringify(THEME_STORAGE_KEY)},t=localStorage.getItem(k),d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";}catch(e){}})();`;
