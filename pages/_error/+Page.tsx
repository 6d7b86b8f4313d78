// https://vike.dev/error-page
import { ButtonLink } from '../../components/ui/Button'

/** Prerendered as 404.html; public/not-found.js logs the missing path. */
export default function Page() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">Oops! Page not found</h1>
      <p className="mt-4 text-slate-600">The page you were looking for has moved or never existed. Our services, articles and contact details are one click away.</p>
      <ButtonLink href="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  )
}
