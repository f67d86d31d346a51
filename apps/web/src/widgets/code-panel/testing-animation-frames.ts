import type { FrameScheduler } from './create-code-editor';

/**
 * Frames that run when a test says so: streamed text reaches the editor once per frame
 * (create-code-editor.ts), so tests step frames explicitly instead of waiting on jsdom's timer.
 * `scheduler` is handed to createCodeEditor; `patchWindow()` stands in for the browser's
 * requestAnimationFrame instead, for tests that render the whole panel.
 */
export function manualFrames() {
  const queued = new Map<number, () => void>();
  let nextId = 1;
  const scheduler: FrameScheduler = {
    request(callback) {
      const id = nextId++;
      queued.set(id, callback);
      return id;
    },
    cancel(id) {
      queued.delete(id);
    },
  };
  return {
    scheduler,
    /** Runs the callbacks queued so far, as the browser does at the next frame. */
    nextFrame() {
      const due = [...queued.values()];
      queued.clear();
      for (const callback of due) callback();
    },
    get pending() {
      return queued.size;
    },
    /** Routes window.requestAnimationFrame here until the returned function is called. */
    patchWindow() {
      const request = jest
        .spyOn(window, 'requestAnimationFrame')
        .mockImplementation((callback) => scheduler.request(() => callback(performance.now())));
      const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => scheduler.cancel(id));
      return () => {
        request.mockRestore();
        cancel.mockRestore();
      };
    },
  };
}
