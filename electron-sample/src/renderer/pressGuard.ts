/**
 * Holds back a redraw of part of the page while a press inside it has not yet become a click.
 *
 * A click goes to the element both the press and the release landed on. A redraw between them (a
 * friend's status changing while the player presses "Ask to join") replaces the button under the
 * pointer, and the click goes nowhere. So a redraw asked for during a press runs once the press ends:
 * only the latest one, and after {@link PRESS_WAIT_MS} at most, so a release the page never sees (the
 * pointer let go outside the window) cannot freeze the pane.
 */

/** The longest a redraw waits for a press to end. */
export const PRESS_WAIT_MS = 2000;

export class PressGuard {
  readonly #root: HTMLElement;
  #pressed = false;
  #pending: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(root: HTMLElement) {
    this.#root = root;
    root.addEventListener('pointerdown', () => {
      this.#pressed = true;
    });
    // The click is dispatched in the same task as the release: the held redraw runs in the next one.
    for (const type of ['pointerup', 'pointercancel'])
      window.addEventListener(type, () => {
        if (!this.#pressed) return;
        this.#pressed = false;
        // Unless a new press has begun by then: that one's release lets the redraw through.
        setTimeout(() => {
          if (!this.#pressed) this.#flush();
        }, 0);
      });
  }

  /** Runs `draw` now, or (replacing any redraw already held) once the press on the root ends. */
  draw(draw: () => void): void {
    if (!this.#pressed) {
      draw();
      return;
    }
    this.#pending = draw;
    this.#root.dataset.held = '';
    this.#timer ??= setTimeout(() => {
      this.#pressed = false;
      this.#flush();
    }, PRESS_WAIT_MS);
  }

  #flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    delete this.#root.dataset.held;
    const draw = this.#pending;
    this.#pending = undefined;
    draw?.();
  }
}
