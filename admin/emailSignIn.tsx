// Sign-in by e-mail, for editors without a GitHub account: Decap's git-gateway backend, whose saves
// go through the editor gateway (supabase/functions/editor-gateway), with Supabase Auth as its
// identity service. Decap's own identity client (gotrue-js) cannot sign in to Supabase Auth: it
// posts a form to /token without the project's key, where Supabase Auth reads JSON and its API
// gateway wants the key. So the backend gets supabase-js's client for Supabase Auth instead (at
// the config's identity_url, with identity_key), and a sign-in screen that offers a password or a
// link by e-mail. The owner's guide: docs/editor-login.md.
import { AuthClient, type User } from '@supabase/supabase-js'
import { GitGatewayBackend } from 'decap-cms-backend-git-gateway'
import { AuthenticationPage } from 'decap-cms-ui-default'
import { useEffect, useState, type FormEvent } from 'react'
import { takeSignInLink } from './signInLink'

interface Config {
  backend: { identity_url: string; identity_key: string }
  logo_url?: string
  site_url?: string
}

type Auth = InstanceType<typeof AuthClient>
let client: Auth | undefined
const identity = (config: Config) =>
  (client ??= new AuthClient({ url: config.backend.identity_url, headers: { apikey: config.backend.identity_key }, storageKey: 'editor-sign-in', detectSessionInUrl: false }))

/** A Supabase user as the git-gateway backend takes one (a GoTrue user): jwt() is a live access token, refreshed when due. */
const editorUser = (auth: Auth, user: User) => ({
  email: user.email,
  user_metadata: user.user_metadata,
  jwt: async () => {
    const { data } = await auth.getSession()
    if (!data.session) throw new Error('Your sign-in has ended: sign in again.')
    return data.session.access_token
  },
})

/** Why a link did not sign the editor in (Supabase Auth's error in the link's address). */
let linkProblem: string | undefined

/** The editor's session: the one an e-mailed link just brought, or the one kept from before. */
async function currentSession(auth: Auth) {
  const link = takeSignInLink()
  if (link?.has('access_token')) await auth.setSession({ access_token: link.get('access_token')!, refresh_token: link.get('refresh_token') ?? '' })
  else if (link) linkProblem = 'That sign-in link has expired or was used already: ask for a new one below.'
  return (await auth.getSession()).data.session
}

export class EmailGateway extends GitGatewayBackend {
  /** Decap asks it for the signed-in user when /admin/ opens with a user it remembers, and to sign out. */
  override async getAuthClient() {
    const auth = identity(this.config as unknown as Config)
    const session = await currentSession(auth)
    return { currentUser: () => session && editorUser(auth, session.user), logout: () => auth.signOut(), clearStore: () => undefined }
  }

  override authComponent() {
    return SignIn
  }
}

const FIELD = { display: 'block', width: '100%', marginTop: 6, padding: 10, fontSize: 14, border: '1px solid #c4c6d2', borderRadius: 5 }

interface SignInProps {
  onLogin(user: unknown): void
  inProgress: boolean
  error?: unknown
  config: Config
  t(key: string): string
}

function SignIn({ onLogin, inProgress, error, config, t }: SignInProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [note, setNote] = useState<string>()
  const auth = identity(config)

  // Decap shows this screen when it remembers no user: a link just opened (or a session kept) signs in at once.
  useEffect(() => {
    void currentSession(auth).then((session) => (session ? onLogin(editorUser(auth, session.user)) : setNote(linkProblem)))
    // Once, when the screen opens: Decap hands a new onLogin at each drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function signIn(event: FormEvent) {
    event.preventDefault()
    const { data, error } = await auth.signInWithPassword({ email, password })
    if (error) return setNote(error.status === 400 ? 'That e-mail address and password do not match: try again, or ask for a sign-in link.' : 'Signing in is not possible just now: try again in a minute.')
    onLogin(editorUser(auth, data.user))
  }

  async function sendLink() {
    if (!email) return setNote('Type your e-mail address, then ask for the link.')
    // Only people the owner invited: a link never makes a new editor.
    const { error } = await auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: location.origin + location.pathname } })
    setNote(error ? `No link was sent: ${email} is not one of the site's editors, or too many links were asked for. Ask the site's owner.` : `A sign-in link is on its way to ${email}: open it on this computer.`)
  }

  return (
    <AuthenticationPage
      logoUrl={config.logo_url}
      siteUrl={config.site_url}
      t={t}
      loginErrorMessage={note ?? (error ? String(error) : undefined)}
      renderPageContent={({ LoginButton, TextButton }) => (
        <form onSubmit={signIn} style={{ width: 350, display: 'grid', gap: 16 }}>
          <label>
            E-mail address
            <input type="email" required autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} style={FIELD} />
          </label>
          <label>
            Password
            <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} style={FIELD} />
          </label>
          <LoginButton type="submit" disabled={inProgress || !password}>
            {inProgress ? 'Signing in…' : 'Sign in'}
          </LoginButton>
          <TextButton type="button" onClick={sendLink}>
            No password? E-mail me a sign-in link
          </TextButton>
        </form>
      )}
    />
  )
}
