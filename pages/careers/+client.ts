// https://vike.dev/client
// The careers page has one island: the application form.
import '../../islands/hydrate'
