/**
 * A view's keys, looked up in the key table (lib/keymap.ts): the view names
 * the groups it reads and handles actions by name; a press the table binds to
 * an action the view has a handler for calls it with the number of times the
 * key was pressed in a row (more than 1 only for the table's repeatable
 * actions). A text field also takes runs of typed or pasted characters
 * (`text`).
 */
import { isCharacterPress } from '../lib/key-queue.js';
import { bindingOf, type Action, type Scope } from '../lib/keymap.js';
import { useKeys } from './use-keys.js';

/** `input` is the key as typed: "3" for the diff's pick-tab. */
export type ActionHandler = (count: number, input: string) => void;

export type ActionHandlers = Partial<Record<Action, ActionHandler>> & {
  /** Typed or pasted characters, for a text field. */
  text?: (text: string) => void;
};

export function useActions(
  scopes: readonly Scope[],
  handlers: ActionHandlers,
  options: { isActive?: boolean } = {},
): void {
  const isText = handlers.text !== undefined;
  useKeys(
    (input, key, count) => {
      // A field takes characters as text ("q" is a letter there, not quit); keys are looked up.
      if (handlers.text && isCharacterPress(input, key)) handlers.text(input);
      else {
        const binding = bindingOf(scopes, input, key);
        if (binding) handlers[binding.action]?.(count, input);
      }
    },
    {
      ...options,
      text: isText,
      // A press this view ignores, or one of the table's repeatable actions, may go with others in one update.
      repeat: (input, key) => {
        const binding = bindingOf(scopes, input, key);
        return !binding || !handlers[binding.action] || binding.repeat === true;
      },
    },
  );
}
