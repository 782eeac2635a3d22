import { ClipboardList, Cloud } from "lucide-react";
import type { SessionType } from "../../../shared/schemas/session.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ChoiceCards } from "./choice-cards.js";

/** Regular or class session, as two radio cards. */
export function SessionTypeChoice({ value, onChange }: { value: SessionType; onChange: (type: SessionType) => void }) {
  const t = useT();
  return (
    <ChoiceCards
      legend={t("create.sessionTypeLegend")}
      value={value}
      onChange={onChange}
      options={[
        { key: "regular", label: t("create.regularSession"), hint: t("create.regularSessionHint"), icon: <Cloud size={22} /> },
        { key: "class", label: t("create.classSession"), hint: t("create.classSessionHint"), icon: <ClipboardList size={22} /> },
      ]}
    />
  );
}
