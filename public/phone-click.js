// Reports every click on a tel: link to the analytics data layer, when the page has one.
// Shared by all pages; plain script so that pages without islands need no other JavaScript.
document.addEventListener('click', function (event) {
  var target = event.target
  var link = target && target.closest ? target.closest('a[href^="tel:"]') : null
  var dataLayer = window.dataLayer
  if (!link || !dataLayer || typeof dataLayer.push !== 'function') return
  dataLayer.push({
    event: 'phone_click',
    phone_number: link.getAttribute('href').slice(4),
    link_location: link.getAttribute('data-phone-location') || 'page',
    page_path: window.location.pathname,
  })
})
