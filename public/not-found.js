// The 404 page is one static file for every missing path, so the path is only known here.
console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
