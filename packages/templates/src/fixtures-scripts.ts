// Resumes written in scripts other than Latin (right-to-left, Indic with conjuncts and reordered vowels, Thai and
// Japanese without spaces between words), for checking what a machine reads back from their PDFs. Fictional
// people; example domains.
import { type ResumeData, ResumeDataSchema, resumeText, sampleResumeDataInput } from "@vitae/schema";

type Job = { company: string; position: string; location: string; date: string; bullets: string[] };

type ScriptResumeText = {
  locale: string;
  name: string;
  headline: string;
  summary: string;
  jobs: [Job, Job];
  education: { institution: string; studyType: string; area: string; date: string };
  skill: { name: string; keywords: string[] };
};

const texts = {
  arabic: {
    locale: "ar-SA",
    name: "ليلى أحمد الحسن",
    headline: "مهندسة برمجيات أولى في الأنظمة الموزعة",
    summary:
      "مهندسة برمجيات خبرتها عشر سنوات في بناء منصات الدفع والخدمات اللوجستية. أحب تحويل الأنظمة البطيئة إلى أنظمة موثوقة، وأوجه المهندسين الجدد.",
    jobs: [
      {
        company: "شركة الرياض للمدفوعات",
        position: "مهندسة برمجيات أولى",
        location: "الرياض",
        date: "2021 - حتى الآن",
        bullets: [
          "أدير واجهة الدفع التي تعالج أربعين مليون عملية شهريا.",
          "صممت طبقة تمنع تكرار الخصم عند إعادة المحاولة.",
        ],
      },
      {
        company: "لوجستيات الخليج",
        position: "مهندسة برمجيات",
        location: "جدة",
        date: "2017 - 2021",
        bullets: ["بنيت خدمة تخطيط المسارات التي يستخدمها ثلاثة آلاف سائق."],
      },
    ],
    education: {
      institution: "جامعة الملك سعود",
      studyType: "بكالوريوس",
      area: "علوم الحاسب",
      date: "2013 - 2017",
    },
    skill: { name: "البرمجة", keywords: ["قواعد البيانات", "الحوسبة السحابية"] },
  },
  hebrew: {
    locale: "he-IL",
    name: "נועה כהן",
    headline: "מהנדסת תוכנה בכירה במערכות מבוזרות",
    summary:
      "מהנדסת תוכנה עם עשר שנות ניסיון בבניית מערכות תשלומים ולוגיסטיקה. אני אוהבת להפוך מערכות איטיות לאמינות ולהדריך מהנדסים צעירים.",
    jobs: [
      {
        company: "תשלומי תל אביב",
        position: "מהנדסת תוכנה בכירה",
        location: "תל אביב",
        date: "2021 - היום",
        bullets: [
          "מובילה את ממשק התשלומים שמטפל בארבעים מיליון עסקאות בחודש.",
          "תכננתי שכבה שמונעת חיובים כפולים בניסיונות חוזרים.",
        ],
      },
      {
        company: "לוגיסטיקה צפון",
        position: "מהנדסת תוכנה",
        location: "חיפה",
        date: "2017 - 2021",
        bullets: ["בניתי שירות לתכנון מסלולים עבור שלושת אלפים נהגים."],
      },
    ],
    education: { institution: "הטכניון", studyType: "תואר ראשון", area: "מדעי המחשב", date: "2013 - 2017" },
    skill: { name: "תכנות", keywords: ["מסדי נתונים", "מחשוב ענן"] },
  },
  hindi: {
    locale: "hi-IN",
    name: "मीरा अय्यर",
    headline: "वरिष्ठ सॉफ़्टवेयर इंजीनियर",
    summary:
      "भुगतान और लॉजिस्टिक्स प्लेटफ़ॉर्म बनाने में सात वर्षों का अनुभव रखने वाली इंजीनियर। मुझे धीमे और कमज़ोर सिस्टम को भरोसेमंद बनाना और नए इंजीनियरों को सिखाना पसंद है।",
    jobs: [
      {
        company: "क्विलपे",
        position: "वरिष्ठ सॉफ़्टवेयर इंजीनियर",
        location: "बेंगलुरु",
        date: "2021 - वर्तमान",
        bullets: [
          "हर महीने चार करोड़ भुगतान संभालने वाले चेकआउट की ज़िम्मेदारी।",
          "दोहरे शुल्क रोकने वाली परत का डिज़ाइन किया।",
        ],
      },
      {
        company: "तरंग लॉजिस्टिक्स",
        position: "सॉफ़्टवेयर इंजीनियर",
        location: "पुणे",
        date: "2017 - 2021",
        bullets: ["तीन हज़ार डिलीवरी साझेदारों के लिए मार्ग नियोजन सेवा बनाई।"],
      },
    ],
    education: {
      institution: "दक्कन प्रौद्योगिकी संस्थान",
      studyType: "स्नातक",
      area: "कंप्यूटर विज्ञान",
      date: "2013 - 2017",
    },
    skill: { name: "प्रोग्रामिंग", keywords: ["डेटाबेस", "क्लाउड कंप्यूटिंग"] },
  },
  tamil: {
    locale: "ta-IN",
    name: "மீரா ஐயர்",
    headline: "மூத்த மென்பொருள் பொறியாளர்",
    summary:
      "கட்டணம் மற்றும் சரக்கு போக்குவரத்து தளங்களை உருவாக்குவதில் ஏழு ஆண்டு அனுபவம் கொண்ட பொறியாளர். மெதுவான அமைப்புகளை நம்பகமானதாக மாற்றுவதும் புதிய பொறியாளர்களுக்கு வழிகாட்டுவதும் எனக்குப் பிடிக்கும்.",
    jobs: [
      {
        company: "குயில்பே",
        position: "மூத்த மென்பொருள் பொறியாளர்",
        location: "சென்னை",
        date: "2021 - தற்போது",
        bullets: [
          "மாதம் நான்கு கோடி கட்டணங்களைக் கையாளும் சேவையை நிர்வகிக்கிறேன்.",
          "இரட்டைக் கட்டணங்களைத் தடுக்கும் அடுக்கை வடிவமைத்தேன்.",
        ],
      },
      {
        company: "தரங் லாஜிஸ்டிக்ஸ்",
        position: "மென்பொருள் பொறியாளர்",
        location: "கோயம்புத்தூர்",
        date: "2017 - 2021",
        bullets: ["மூவாயிரம் விநியோகக் கூட்டாளர்களுக்கான வழித்தடத் திட்டமிடல் சேவையை உருவாக்கினேன்."],
      },
    ],
    education: {
      institution: "அண்ணா பல்கலைக்கழகம்",
      studyType: "இளநிலைப் பொறியியல்",
      area: "கணினி அறிவியல்",
      date: "2013 - 2017",
    },
    skill: { name: "நிரலாக்கம்", keywords: ["தரவுத்தளங்கள்", "மேகக் கணிமை"] },
  },
  thai: {
    locale: "th-TH",
    name: "มีรา ไอเยอร์",
    headline: "วิศวกรซอฟต์แวร์อาวุโส",
    summary:
      "วิศวกรที่มีประสบการณ์เจ็ดปีในการสร้างแพลตฟอร์มชำระเงินและโลจิสติกส์ ชอบเปลี่ยนระบบที่ช้าให้เป็นระบบที่เชื่อถือได้ และเป็นพี่เลี้ยงให้วิศวกรรุ่นใหม่",
    jobs: [
      {
        company: "ควิลเพย์",
        position: "วิศวกรซอฟต์แวร์อาวุโส",
        location: "กรุงเทพมหานคร",
        date: "2021 - ปัจจุบัน",
        bullets: ["ดูแลระบบชำระเงินที่รองรับสี่สิบล้านรายการต่อเดือน", "ออกแบบชั้นป้องกันการเรียกเก็บเงินซ้ำ"],
      },
      {
        company: "ธารา โลจิสติกส์",
        position: "วิศวกรซอฟต์แวร์",
        location: "เชียงใหม่",
        date: "2017 - 2021",
        bullets: ["สร้างบริการวางแผนเส้นทางสำหรับพนักงานส่งของสามพันคน"],
      },
    ],
    education: {
      institution: "จุฬาลงกรณ์มหาวิทยาลัย",
      studyType: "วิศวกรรมศาสตรบัณฑิต",
      area: "วิทยาการคอมพิวเตอร์",
      date: "2013 - 2017",
    },
    skill: { name: "การเขียนโปรแกรม", keywords: ["ฐานข้อมูล", "คลาวด์คอมพิวติ้ง"] },
  },
  japanese: {
    locale: "ja-JP",
    name: "佐藤 美咲",
    headline: "シニアソフトウェアエンジニア",
    summary:
      "決済と物流のプラットフォームを七年間開発してきたエンジニアです。遅く不安定なシステムを信頼できるものに変え、若手エンジニアの育成にも取り組んでいます。",
    jobs: [
      {
        company: "クイルペイ株式会社",
        position: "シニアソフトウェアエンジニア",
        location: "東京",
        date: "2021年 - 現在",
        bullets: ["月間四千万件の決済を処理する仕組みを担当。", "再試行時の二重請求を防ぐ仕組みを設計。"],
      },
      {
        company: "タラン物流",
        position: "ソフトウェアエンジニア",
        location: "大阪",
        date: "2017年 - 2021年",
        bullets: ["三千人の配達員が使う経路計画サービスを構築。"],
      },
    ],
    education: { institution: "東京工業大学", studyType: "学士", area: "情報工学", date: "2013年 - 2017年" },
    skill: { name: "プログラミング", keywords: ["データベース", "クラウド"] },
  },
} satisfies Record<string, ScriptResumeText>;

export type ScriptName = keyof typeof texts;

export const scriptNames = Object.keys(texts) as ScriptName[];

const paragraph = (text: string) => `<p>${text}</p>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/** A resume in the script, with the locale's section names, on the sample's layout and theme. */
export const scriptResume = (script: ScriptName): ResumeData => {
  const text: ScriptResumeText = texts[script];
  const { sections } = resumeText(text.locale);
  return ResumeDataSchema.parse({
    basics: {
      name: text.name,
      headline: text.headline,
      email: "candidate@example.com",
      phone: "+1 555 0100",
      location: text.jobs[0].location,
    },
    sections: {
      summary: { name: sections.summary, content: paragraph(text.summary) },
      experience: {
        name: sections.experience,
        items: text.jobs.map((job, index) => ({
          id: `${script}-job-${index + 1}`,
          company: job.company,
          position: job.position,
          location: job.location,
          date: job.date,
          summary: list(job.bullets),
        })),
      },
      education: {
        name: sections.education,
        items: [{ id: `${script}-education`, ...text.education }],
      },
      skills: {
        name: sections.skills,
        items: [{ id: `${script}-skill`, ...text.skill }],
      },
    },
    metadata: { ...sampleResumeDataInput.metadata, locale: text.locale },
  });
};

/** Every text the resume prints, in reading order: what a machine should read back. */
export const scriptResumeText = (script: ScriptName): string[] => {
  const text: ScriptResumeText = texts[script];
  return [
    text.name,
    text.headline,
    text.summary,
    ...text.jobs.flatMap((job) => [job.company, job.position, job.location, job.date, ...job.bullets]),
    ...Object.values(text.education),
    text.skill.name,
    ...text.skill.keywords,
  ];
};
