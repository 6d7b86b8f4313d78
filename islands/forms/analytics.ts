// Tells the analytics data layer a lead was stored, as a generate_lead event (Google Analytics'
// recommended event for a lead), beside the phone_click events public/phone-click.js pushes. Only
// when the page has a data layer (Google Tag Manager configured), and nothing the visitor typed.
export function reportLead(formType: string) {
  const dataLayer = (window as { dataLayer?: { push?: (event: object) => void } }).dataLayer
  if (typeof dataLayer?.push === 'function') dataLayer.push({ event: 'generate_lead', form_type: formType, page_path: window.location.pathname })
}
