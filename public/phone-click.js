// Pushes phone_click to window.dataLayer, when there is one, for each tap on a tel: link.
document.addEventListener('click', function (e) {
  var a = e.target && e.target.closest ? e.target.closest('a[href^="tel:"]') : null
  var d = window.dataLayer
  if (a && d && typeof d.push == 'function')
    d.push({ event: 'phone_click', phone_number: a.getAttribute('href').slice(4), link_location: a.getAttribute('data-phone-location') || 'page', page_path: location.pathname })
})
