// https://vike.dev/client
// Service pages have one island: the quote form.
import '../../../islands/hydrate'
