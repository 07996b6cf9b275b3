import { cssLanguage } from "@codemirror/lang-css";
import { stylingHooks } from "@vitae/templates";

/** What a completion source is asked with (CodeMirror's CompletionContext, as much of it as is used). */
type HookContext = {
  matchBefore: (expression: RegExp) => { from: number; to: number; text: string } | null;
  explicit: boolean;
  pos: number;
};

/**
 * Offers the templates' styling hooks (`[data-section="experience"]`, `[data-field="date"]`…) while a selector is
 * typed, from an opening bracket or from `data-`; Ctrl+Space asks for them anywhere. Each replaces what was typed.
 */
export const hookCompletions = (context: HookContext) => {
  const typed = context.matchBefore(/\[[\w\-="^.]*|data-[\w\-="^.]*/);
  if (typed === null && !context.explicit) return null;
  return {
    from: typed?.from ?? context.pos,
    options: stylingHooks.map((hook) => ({ label: hook.selector, detail: hook.detail, type: "property" })),
    validFor: /^[\w\-="^.[\]]*$/,
  };
};

/** The hooks as completions in the CSS language, beside its own. */
export const hookCompletionExtension = cssLanguage.data.of({ autocomplete: hookCompletions });
