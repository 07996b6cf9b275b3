// Resume text per interface language: section names for new resumes, "Present", the page footer. Small enough
// (≈1 KB each) to ship together; the catalogue test checks every locale has every key.
import af_ZA from "./af-ZA.json" with { type: "json" };
import am_ET from "./am-ET.json" with { type: "json" };
import ar_SA from "./ar-SA.json" with { type: "json" };
import bg_BG from "./bg-BG.json" with { type: "json" };
import bn_BD from "./bn-BD.json" with { type: "json" };
import ca_ES from "./ca-ES.json" with { type: "json" };
import cs_CZ from "./cs-CZ.json" with { type: "json" };
import da_DK from "./da-DK.json" with { type: "json" };
import de_DE from "./de-DE.json" with { type: "json" };
import el_GR from "./el-GR.json" with { type: "json" };
import en_US from "./en-US.json" with { type: "json" };
import es_ES from "./es-ES.json" with { type: "json" };
import fa_IR from "./fa-IR.json" with { type: "json" };
import fi_FI from "./fi-FI.json" with { type: "json" };
import fr_FR from "./fr-FR.json" with { type: "json" };
import he_IL from "./he-IL.json" with { type: "json" };
import hi_IN from "./hi-IN.json" with { type: "json" };
import hu_HU from "./hu-HU.json" with { type: "json" };
import id_ID from "./id-ID.json" with { type: "json" };
import it_IT from "./it-IT.json" with { type: "json" };
import ja_JP from "./ja-JP.json" with { type: "json" };
import km_KH from "./km-KH.json" with { type: "json" };
import kn_IN from "./kn-IN.json" with { type: "json" };
import ko_KR from "./ko-KR.json" with { type: "json" };
import lt_LT from "./lt-LT.json" with { type: "json" };
import ml_IN from "./ml-IN.json" with { type: "json" };
import mr_IN from "./mr-IN.json" with { type: "json" };
import ne_NP from "./ne-NP.json" with { type: "json" };
import nl_NL from "./nl-NL.json" with { type: "json" };
import no_NO from "./no-NO.json" with { type: "json" };
import or_IN from "./or-IN.json" with { type: "json" };
import pl_PL from "./pl-PL.json" with { type: "json" };
import pt_BR from "./pt-BR.json" with { type: "json" };
import pt_PT from "./pt-PT.json" with { type: "json" };
import ro_RO from "./ro-RO.json" with { type: "json" };
import ru_RU from "./ru-RU.json" with { type: "json" };
import sr_SP from "./sr-SP.json" with { type: "json" };
import sv_SE from "./sv-SE.json" with { type: "json" };
import ta_IN from "./ta-IN.json" with { type: "json" };
import te_IN from "./te-IN.json" with { type: "json" };
import th_TH from "./th-TH.json" with { type: "json" };
import tr_TR from "./tr-TR.json" with { type: "json" };
import uk_UA from "./uk-UA.json" with { type: "json" };
import vi_VN from "./vi-VN.json" with { type: "json" };
import zh_CN from "./zh-CN.json" with { type: "json" };
import zh_TW from "./zh-TW.json" with { type: "json" };

export type ResumeCatalogue = typeof en_US;

export const resumeCatalogues: Record<string, ResumeCatalogue> = {
  "af-ZA": af_ZA,
  "am-ET": am_ET,
  "ar-SA": ar_SA,
  "bg-BG": bg_BG,
  "bn-BD": bn_BD,
  "ca-ES": ca_ES,
  "cs-CZ": cs_CZ,
  "da-DK": da_DK,
  "de-DE": de_DE,
  "el-GR": el_GR,
  "en-US": en_US,
  "es-ES": es_ES,
  "fa-IR": fa_IR,
  "fi-FI": fi_FI,
  "fr-FR": fr_FR,
  "he-IL": he_IL,
  "hi-IN": hi_IN,
  "hu-HU": hu_HU,
  "id-ID": id_ID,
  "it-IT": it_IT,
  "ja-JP": ja_JP,
  "km-KH": km_KH,
  "kn-IN": kn_IN,
  "ko-KR": ko_KR,
  "lt-LT": lt_LT,
  "ml-IN": ml_IN,
  "mr-IN": mr_IN,
  "ne-NP": ne_NP,
  "nl-NL": nl_NL,
  "no-NO": no_NO,
  "or-IN": or_IN,
  "pl-PL": pl_PL,
  "pt-BR": pt_BR,
  "pt-PT": pt_PT,
  "ro-RO": ro_RO,
  "ru-RU": ru_RU,
  "sr-SP": sr_SP,
  "sv-SE": sv_SE,
  "ta-IN": ta_IN,
  "te-IN": te_IN,
  "th-TH": th_TH,
  "tr-TR": tr_TR,
  "uk-UA": uk_UA,
  "vi-VN": vi_VN,
  "zh-CN": zh_CN,
  "zh-TW": zh_TW,
};
