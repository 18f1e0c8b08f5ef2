// SmartQC only, loaded before first paint: '?embed=true' hides the site header
// without a flash (html.embed in site.css); the Header component then drops it.
if (/[?&]embed=true(&|$)/.test(location.search)) document.documentElement.classList.add('embed');
