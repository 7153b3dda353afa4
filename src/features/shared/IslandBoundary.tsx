// Every island sits in this boundary: a crash shows 'Unexpected Application
// Error!' with its message in place of the island; a failed script chunk offers a reload.
// Its first commit marks the island live (src/lib/islandLive.ts; docs/decisions/0009-early-input.md).
import { Component, createRef, type ReactNode } from 'react';
import { fill } from '#domain/i18n/fill';
import { markIslandLive } from '../../lib/islandLive';
import { MessagesContext, type IslandMessages } from './useMessages';

interface State {
  error: Error | null;
}

const isChunkError = (e: Error) => /Loading chunk|dynamically imported module|Importing a module script failed/i.test(e.message);

interface Props {
  children: ReactNode;
  /** The island's words in its page's language (./useMessages.ts). */
  messages: IslandMessages;
}

export class IslandBoundary extends Component<Props, State> {
  state: State = { error: null };
  private marker = createRef<HTMLSpanElement>();

  componentDidMount() {
    const island = this.marker.current?.closest('astro-island');
    if (island) markIslandLive(island);
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    const { messages } = this.props;
    if (!error) {
      return (
        <MessagesContext value={messages}>
          {this.props.children}
          <span ref={this.marker} hidden />
        </MessagesContext>
      );
    }
    const chunk = isChunkError(error);
    const m = messages.ui;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {chunk ? fill(m.chunkFailed, { file: error.message.match(/ \S+\.js/)?.[0] ?? '' }) : m.unexpectedError}
        </p>
        {!chunk && <p className="mt-1 text-sm">{error.message}</p>}
        <button type="button" className="btn btn-outline mt-3" onClick={() => location.reload()}>
          {m.reloadPage}
        </button>
      </div>
    );
  }
}
