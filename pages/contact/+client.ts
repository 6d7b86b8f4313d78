// https://vike.dev/client
// The contact page has one island: the enquiry form.
import '../../islands/hydrate'
