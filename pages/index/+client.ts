// https://vike.dev/client
// The home page has islands (the hero quote form and the testimonial carousel).
import '../../islands/hydrate'
