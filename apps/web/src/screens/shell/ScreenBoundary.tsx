/**
 * What a player sees instead of a blank page when a screen fails: most often
 * a part of the client loaded on demand that could not be loaded (the
 * network dropped, or the server was upgraded while this page ran the old
 * client, whose files are gone). It says so plainly and offers the reload (a
 * game in progress is kept) or the way home; the page never reloads by
 * itself under a player. Navigating elsewhere clears it. Parts that only
 * decorate (the animations) fail quietly where they are loaded instead.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onLinkClick } from '../../router';

interface Props {
  /** A new key (another route) clears a failure. */
  resetKey: string;
  children: ReactNode;
  /** For a part of a page (the lobby's chat, My games): what shows instead, so the rest of the page goes on. */
  fallback?: ReactNode;
  /** Injected by tests; the page's own reload otherwise. */
  reload?: () => void;
}

interface State {
  failedAt: string | null;
}

export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failedAt: this.props.resetKey });
    console.error('A screen failed:', error);
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return <ScreenFailed reload={this.props.reload ?? (() => window.location.reload())} />;
    }
    return this.props.children;
  }
}

function ScreenFailed({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow panel" aria-labelledby="failed-title" role="alert">
      <h1 id="failed-title">{t('failed.title')}</h1>
      <p>{t('failed.body')}</p>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={reload}>
          {t('update.reload')}
        </button>
        <a className="btn" href="/" onClick={onLinkClick}>
          {t('action.home')}
        </a>
      </div>
    </section>
  );
}
