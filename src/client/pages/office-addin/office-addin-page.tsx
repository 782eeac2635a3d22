import { useState } from "react";
import { LiveEmbed } from "../../components/live-embed/live-embed.js";
import { LoadingScreen } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ChooseSessionForm } from "./choose-session-form.js";
import "./office-addin.css";
import { useSlideChoice } from "./use-slide-choice.js";

/**
 * `/office/addin`, the page of the PowerPoint content add-in: asks once for a session's link or code, keeps it in
 * the presentation, and from then on shows that session's live cloud on the slide, in the editor and the slide show.
 */
export function OfficeAddInPage() {
  const t = useT();
  const { state, editing, choose } = useSlideChoice();
  const [changing, setChanging] = useState(false);

  if (state.status === "starting") return <LoadingScreen title={t("common.loading")} />;
  if (state.status === "outside-office") {
    return (
      <main className="office-addin office-addin--setup">
        <img className="office-addin__mark" src="/office/icon-64.png" alt="" width={40} height={40} />
        <h1 className="office-addin__title">{t("officeAddIn.outsideTitle")}</h1>
        <p className="office-addin__intro">{t("officeAddIn.outsideText")}</p>
        <p className="office-addin__manifest">
          <a href="/office/manifest.xml">{`${window.location.origin}/office/manifest.xml`}</a>
        </p>
      </main>
    );
  }
  if (state.choice && !changing) {
    return (
      <div className="office-addin office-addin--showing">
        <LiveEmbed {...state.choice} />
        {editing && (
          <button type="button" className="btn office-addin__change" onClick={() => setChanging(true)}>
            {t("officeAddIn.change")}
          </button>
        )}
      </div>
    );
  }
  return (
    <main className="office-addin office-addin--setup">
      <img className="office-addin__mark" src="/office/icon-64.png" alt="" width={40} height={40} />
      <h1 className="office-addin__title">{t("officeAddIn.title")}</h1>
      <p className="office-addin__intro">{t("officeAddIn.intro")}</p>
      <ChooseSessionForm
        initial={state.choice}
        onChosen={async (choice) => {
          await choose(choice);
          setChanging(false);
        }}
      />
      {changing && (
        <button type="button" className="btn office-addin__cancel" onClick={() => setChanging(false)}>
          {t("common.cancel")}
        </button>
      )}
    </main>
  );
}
