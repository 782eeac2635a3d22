import { useCallback, useEffect, useState } from "react";
import { embedChoiceSchema, type EmbedChoice } from "../../../shared/schemas/embed.js";
import { connectToOffice, type SlideSettings } from "./office-host.js";

type SlideState = { status: "starting" } | { status: "outside-office" } | { status: "ready"; choice: EmbedChoice | null };

/**
 * The session this slide shows, as the presentation's document remembers it (read once Office is ready), how to
 * change it (saved into the document at once, so the next opening of the deck shows it without asking), and whether
 * the deck is being edited (false in the slide show, where the room sees the slide).
 */
export function useSlideChoice() {
  const [settings, setSettings] = useState<SlideSettings | null>(null);
  const [state, setState] = useState<SlideState>({ status: "starting" });
  const [editing, setEditing] = useState(true);

  useEffect(() => {
    let current = true;
    void connectToOffice()
      .catch(() => null)
      .then((connected) => {
        if (!current) return;
        setSettings(connected);
        connected?.watchView((view) => current && setEditing(view === "edit"));
        // A setting written by another version, or edited by hand, is asked for again rather than trusted.
        const stored = embedChoiceSchema.safeParse(connected?.read());
        setState(connected ? { status: "ready", choice: stored.success ? stored.data : null } : { status: "outside-office" });
      });
    return () => {
      current = false;
    };
  }, []);

  const choose = useCallback(
    async (choice: EmbedChoice) => {
      if (!settings) return;
      await settings.save(choice);
      setState({ status: "ready", choice });
    },
    [settings],
  );
  return { state, editing, choose };
}
