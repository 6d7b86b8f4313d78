// Loads the Google Tag Manager container named by this script tag's data-gtm-id. The tag is async,
// so rendering never waits for it, and it is a file rather than GTM's usual inline snippet because
// the Content-Security-Policy allows no inline script. Only pages of a site with a container
// configured include it.
;(function () {
  var script = document.currentScript
  var id = script && script.getAttribute('data-gtm-id')
  if (!id) return
  var dataLayer = (window.dataLayer = window.dataLayer || [])
  dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' })
  var container = document.createElement('script')
  container.async = true
  container.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(id)
  document.head.appendChild(container)
})()
