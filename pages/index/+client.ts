// https://vike.dev/client
// The home page has islands (the testimonial carousel), so it loads the island entry.
import '../../islands/hydrate'
