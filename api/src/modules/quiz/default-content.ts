/**
 * The style quiz's default content (docs/decisions/0030-style-quiz.md): the kid and woman steps,
 * their questions and choices, every label in the five content locales. Inserted by key on every
 * seed (insertQuizContent): an administrator's later edits are kept. The colour questions offer the
 * catalogue's colours, which the caller gives (the seed's palette), so the quiz lists no colour the
 * shop does not sell.
 *
 * Question keys are unique per profile type; `x_loved` / `x_refused` pairs may not share a choice.
 * Choice values are what the rest of the product reads: sizes as the catalogue stores them, colour
 * and print keys, product categories (null when nothing in the catalogue matches).
 */
import { KID_AGE_SIZES, KID_SHOE_SIZES, WOMAN_SHOE_SIZES, WOMAN_SIZES, sizeLabel } from "#domain/profiles.js";
import { CONTENT_LOCALES, type LocalizedText } from "#domain/locales.js";
import type { QuizContentSeed } from "./content.js";

type Choice = NonNullable<QuizContentSeed["KID"][number]["questions"][number]["choices"]>[number];

const same = (text: string): LocalizedText => ({ fr: text, de: text, nl: text, es: text, en: text });

/** Age sizes worded per language ("6 ans", "6 Jahre", "6 jaar", "6 años", "6 years"). */
const ageSizeChoices: Choice[] = KID_AGE_SIZES.map((size) => ({
  key: size,
  value: size,
  label: Object.fromEntries(CONTENT_LOCALES.map((l) => [l, sizeLabel(size, l)])) as LocalizedText,
}));

const sizeChoices = (sizes: readonly string[], unstocked: readonly string[] = []): Choice[] =>
  sizes.map((size) => ({ key: size, value: size, label: same(size), isStocked: !unstocked.includes(size) }));

const printChoices: Choice[] = [
  {
    key: "plain",
    value: "plain",
    label: { fr: "Uni", de: "Uni", nl: "Effen", es: "Liso", en: "Plain" },
  },
  {
    key: "stripes",
    value: "stripes",
    label: { fr: "Rayures", de: "Streifen", nl: "Strepen", es: "Rayas", en: "Stripes" },
  },
  {
    key: "dots",
    value: "dots",
    label: { fr: "Pois", de: "Punkte", nl: "Stippen", es: "Lunares", en: "Polka dots" },
  },
  {
    key: "checks",
    value: "checks",
    label: { fr: "Carreaux", de: "Karos", nl: "Ruitjes", es: "Cuadros", en: "Checks" },
  },
  {
    key: "flowers",
    value: "flowers",
    label: { fr: "Fleurs", de: "Blumen", nl: "Bloemen", es: "Flores", en: "Flowers" },
  },
  {
    key: "stars",
    value: "stars",
    label: { fr: "Étoiles", de: "Sterne", nl: "Sterren", es: "Estrellas", en: "Stars" },
  },
  {
    key: "animals",
    value: null,
    label: { fr: "Animaux", de: "Tiere", nl: "Dieren", es: "Animales", en: "Animals" },
  },
  {
    key: "camouflage",
    value: null,
    label: { fr: "Camouflage", de: "Camouflage", nl: "Camouflage", es: "Camuflaje", en: "Camouflage" },
  },
  {
    key: "glitter",
    value: null,
    label: { fr: "Paillettes", de: "Glitzer", nl: "Glitters", es: "Purpurina", en: "Glitter" },
  },
];

const kidStyleChoices: Choice[] = [
  {
    key: "casual",
    value: "casual",
    label: { fr: "Décontracté", de: "Lässig", nl: "Casual", es: "Informal", en: "Casual" },
  },
  {
    key: "sporty",
    value: "sporty",
    label: { fr: "Sportif", de: "Sportlich", nl: "Sportief", es: "Deportivo", en: "Sporty" },
  },
  {
    key: "romantic",
    value: "romantic",
    label: { fr: "Romantique", de: "Romantisch", nl: "Romantisch", es: "Romántico", en: "Romantic" },
  },
  {
    key: "rock",
    value: "rock",
    label: { fr: "Rock", de: "Rockig", nl: "Stoer", es: "Rockero", en: "Rock" },
  },
  {
    key: "classic",
    value: "classic",
    label: { fr: "Classique", de: "Klassisch", nl: "Klassiek", es: "Clásico", en: "Classic" },
  },
  {
    key: "bohemian",
    value: "bohemian",
    label: { fr: "Bohème", de: "Boho", nl: "Bohemien", es: "Bohemio", en: "Bohemian" },
  },
  {
    key: "colourful",
    value: "colourful",
    label: { fr: "Coloré", de: "Farbenfroh", nl: "Kleurrijk", es: "Colorido", en: "Colourful" },
  },
];

const womanStyleChoices: Choice[] = [
  kidStyleChoices[0]!,
  {
    key: "chic",
    value: "chic",
    label: { fr: "Chic", de: "Elegant", nl: "Chic", es: "Elegante", en: "Chic" },
  },
  {
    key: "minimalist",
    value: "minimalist",
    label: { fr: "Minimaliste", de: "Minimalistisch", nl: "Minimalistisch", es: "Minimalista", en: "Minimalist" },
  },
  kidStyleChoices[4]!,
  kidStyleChoices[5]!,
  kidStyleChoices[2]!,
  kidStyleChoices[3]!,
  kidStyleChoices[1]!,
];

const lovedColours = {
  fr: "Les couleurs qu'il ou elle adore",
  de: "Die Farben, die Ihr Kind liebt",
  nl: "De kleuren waar je kind dol op is",
  es: "Los colores que le encantan",
  en: "The colours your child loves",
};
const refusedColours = {
  fr: "Les couleurs qu'il ou elle ne porte pas",
  de: "Die Farben, die Ihr Kind nicht trägt",
  nl: "De kleuren die je kind niet draagt",
  es: "Los colores que no se pone",
  en: "The colours your child won't wear",
};

const firstnameQuestion = (label: LocalizedText) => ({
  key: "firstname",
  kind: "text" as const,
  profileField: "firstname" as const,
  required: true,
  label,
});

const commentStep = (label: LocalizedText, help: LocalizedText) => ({
  slug: "comment",
  title: {
    fr: "Un mot pour la styliste",
    de: "Ein Wort an die Stylistin",
    nl: "Een woordje voor de stylist",
    es: "Unas palabras para la estilista",
    en: "A word for the stylist",
  },
  intro: null,
  questions: [
    {
      key: "comment",
      kind: "textarea" as const,
      profileField: "description" as const,
      label,
      help,
    },
  ],
});

/** A colour of the catalogue as the quiz offers it. */
export type QuizColour = { key: string; hex: string; label: LocalizedText };

/** The default steps, the colour questions listing the given colours in their order. */
export function defaultQuizContent(colours: readonly QuizColour[]): QuizContentSeed {
  const colourChoices: Choice[] = colours.map((c) => ({ key: c.key, value: c.key, hex: c.hex, label: c.label }));
  return {
    KID: [
      {
        slug: "identity",
        title: {
          fr: "Faisons connaissance",
          de: "Lernen wir uns kennen",
          nl: "Even kennismaken",
          es: "Vamos a conocernos",
          en: "Let's get acquainted",
        },
        intro: {
          fr: "Quelques mots sur votre enfant, pour que sa styliste compose une malle qui lui ressemble.",
          de: "Ein paar Angaben zu Ihrem Kind, damit seine Stylistin eine Box zusammenstellt, die zu ihm passt.",
          nl: "Vertel ons iets over je kind, zodat de stylist een box samenstelt die echt bij hem of haar past.",
          es: "Cuéntanos un poco sobre tu hijo o hija, para que su estilista prepare una caja a su medida.",
          en: "A few words about your child, so their stylist can put together a box that suits them.",
        },
        questions: [
          firstnameQuestion({
            fr: "Le prénom de votre enfant",
            de: "Der Vorname Ihres Kindes",
            nl: "De voornaam van je kind",
            es: "El nombre de tu hijo o hija",
            en: "Your child's first name",
          }),
          {
            key: "gender",
            kind: "single",
            profileField: "gender",
            required: true,
            label: {
              fr: "Votre enfant est…",
              de: "Ihr Kind ist…",
              nl: "Je kind is…",
              es: "Tu hijo o hija es…",
              en: "Your child is…",
            },
            choices: [
              {
                key: "girl",
                value: "girl",
                label: { fr: "Une fille", de: "Ein Mädchen", nl: "Een meisje", es: "Una niña", en: "A girl" },
              },
              {
                key: "boy",
                value: "boy",
                label: { fr: "Un garçon", de: "Ein Junge", nl: "Een jongen", es: "Un niño", en: "A boy" },
              },
            ],
          },
          {
            key: "birthdate",
            kind: "date",
            profileField: "birthdate",
            required: true,
            label: {
              fr: "Sa date de naissance",
              de: "Das Geburtsdatum Ihres Kindes",
              nl: "De geboortedatum van je kind",
              es: "Su fecha de nacimiento",
              en: "Your child's date of birth",
            },
            help: {
              fr: "Nous habillons les enfants d'un mois à 14 ans.",
              de: "Wir kleiden Kinder von einem Monat bis 14 Jahre ein.",
              nl: "We kleden kinderen van een maand tot 14 jaar.",
              es: "Vestimos a niños y niñas de un mes a 14 años.",
              en: "We dress children from one month to 14 years old.",
            },
          },
        ],
      },
      {
        slug: "sizes",
        title: { fr: "Ses tailles", de: "Die Größen", nl: "De maten", es: "Sus tallas", en: "Sizes" },
        intro: {
          fr: "Indiquez les tailles qu'il ou elle porte en ce moment : nous choisissons les pièces en conséquence.",
          de: "Geben Sie die Größen an, die Ihr Kind gerade trägt: Danach wählen wir die Teile aus.",
          nl: "Geef de maten die je kind nu draagt: daarop kiezen we de kledingstukken.",
          es: "Indica las tallas que usa ahora: elegimos las prendas según ellas.",
          en: "Tell us the sizes your child wears right now: we pick the pieces to match.",
        },
        questions: [
          {
            key: "top_size",
            kind: "single",
            profileField: "top_size",
            required: true,
            label: {
              fr: "Taille du haut (t-shirts, pulls)",
              de: "Größe oben (T-Shirts, Pullover)",
              nl: "Maat bovenkleding (T-shirts, truien)",
              es: "Talla de arriba (camisetas, jerséis)",
              en: "Top size (T-shirts, jumpers)",
            },
            choices: ageSizeChoices,
          },
          {
            key: "bottom_size",
            kind: "single",
            profileField: "bottom_size",
            required: true,
            label: {
              fr: "Taille du bas (pantalons, jupes)",
              de: "Größe unten (Hosen, Röcke)",
              nl: "Maat onderkleding (broeken, rokken)",
              es: "Talla de abajo (pantalones, faldas)",
              en: "Bottom size (trousers, skirts)",
            },
            choices: ageSizeChoices,
          },
          {
            key: "shoe_size",
            kind: "single",
            profileField: "shoe_size",
            label: {
              fr: "Pointure",
              de: "Schuhgröße",
              nl: "Schoenmaat",
              es: "Número de calzado",
              en: "Shoe size (EU)",
            },
            help: {
              fr: "Facultatif : pour les chaussons et les chaussettes.",
              de: "Optional: für Hausschuhe und Socken.",
              nl: "Niet verplicht: voor pantoffels en sokken.",
              es: "Opcional: para zapatillas de casa y calcetines.",
              en: "Optional: for slippers and socks.",
            },
            choices: sizeChoices(KID_SHOE_SIZES),
          },
        ],
      },
      {
        slug: "colours",
        title: { fr: "Les couleurs", de: "Die Farben", nl: "De kleuren", es: "Los colores", en: "Colours" },
        intro: {
          fr: "Choisissez autant de couleurs que vous le souhaitez.",
          de: "Wählen Sie so viele Farben, wie Sie möchten.",
          nl: "Kies zoveel kleuren als je wilt.",
          es: "Elige tantos colores como quieras.",
          en: "Pick as many colours as you like.",
        },
        questions: [
          { key: "colours_loved", kind: "multiple", label: lovedColours, choices: colourChoices },
          { key: "colours_refused", kind: "multiple", label: refusedColours, choices: colourChoices },
        ],
      },
      {
        slug: "prints",
        title: { fr: "Les motifs", de: "Die Muster", nl: "De prints", es: "Los estampados", en: "Prints" },
        intro: null,
        questions: [
          {
            key: "prints_loved",
            kind: "multiple",
            label: {
              fr: "Les motifs qu'il ou elle adore",
              de: "Die Muster, die Ihr Kind liebt",
              nl: "De prints waar je kind dol op is",
              es: "Los estampados que le encantan",
              en: "The prints your child loves",
            },
            choices: printChoices,
          },
          {
            key: "prints_refused",
            kind: "multiple",
            label: {
              fr: "Les motifs qu'il ou elle ne porte pas",
              de: "Die Muster, die Ihr Kind nicht trägt",
              nl: "De prints die je kind niet draagt",
              es: "Los estampados que no se pone",
              en: "The prints your child won't wear",
            },
            choices: printChoices,
          },
        ],
      },
      {
        slug: "styles",
        title: { fr: "Son style", de: "Der Stil", nl: "De stijl", es: "Su estilo", en: "Style" },
        intro: null,
        questions: [
          {
            key: "styles",
            kind: "multiple",
            maxChoices: 3,
            label: {
              fr: "Les styles qui lui vont le mieux",
              de: "Die Stile, die am besten zu Ihrem Kind passen",
              nl: "De stijlen die het best bij je kind passen",
              es: "Los estilos que mejor le van",
              en: "The styles that suit your child best",
            },
            help: {
              fr: "Trois au maximum.",
              de: "Höchstens drei.",
              nl: "Maximaal drie.",
              es: "Tres como máximo.",
              en: "Three at most.",
            },
            choices: kidStyleChoices,
          },
        ],
      },
      {
        slug: "needs",
        title: { fr: "Ses besoins", de: "Der Bedarf", nl: "Wat er nodig is", es: "Lo que necesita", en: "Needs" },
        intro: null,
        questions: [
          {
            key: "needs",
            kind: "multiple",
            label: {
              fr: "Ce dont votre enfant a besoin cette saison",
              de: "Was Ihr Kind in dieser Saison braucht",
              nl: "Wat je kind dit seizoen nodig heeft",
              es: "Lo que tu hijo o hija necesita esta temporada",
              en: "What your child needs this season",
            },
            choices: [
              {
                key: "tops",
                value: "tops",
                label: {
                  fr: "T-shirts et hauts",
                  de: "T-Shirts und Oberteile",
                  nl: "T-shirts en topjes",
                  es: "Camisetas y tops",
                  en: "T-shirts and tops",
                },
              },
              {
                key: "knitwear",
                value: "pull_cardi",
                label: {
                  fr: "Pulls et gilets",
                  de: "Pullover und Strickjacken",
                  nl: "Truien en vesten",
                  es: "Jerséis y chaquetas de punto",
                  en: "Jumpers and cardigans",
                },
              },
              {
                key: "bottoms",
                value: "bottoms",
                label: {
                  fr: "Pantalons, shorts et jupes",
                  de: "Hosen, Shorts und Röcke",
                  nl: "Broeken, shorts en rokken",
                  es: "Pantalones, shorts y faldas",
                  en: "Trousers, shorts and skirts",
                },
              },
              {
                key: "dresses_overalls",
                value: "robe_combi_salopette",
                label: {
                  fr: "Robes, combis et salopettes",
                  de: "Kleider, Overalls und Latzhosen",
                  nl: "Jurken, jumpsuits en tuinbroeken",
                  es: "Vestidos, monos y petos",
                  en: "Dresses, jumpsuits and dungarees",
                },
              },
              {
                key: "accessories",
                value: "accessoires",
                label: { fr: "Accessoires", de: "Accessoires", nl: "Accessoires", es: "Accesorios", en: "Accessories" },
              },
              {
                key: "coats",
                value: "autre",
                label: {
                  fr: "Manteaux et vestes",
                  de: "Mäntel und Jacken",
                  nl: "Jassen",
                  es: "Abrigos y chaquetas",
                  en: "Coats and jackets",
                },
              },
              {
                key: "pyjamas",
                value: "autre",
                label: { fr: "Pyjamas", de: "Schlafanzüge", nl: "Pyjama's", es: "Pijamas", en: "Pyjamas" },
              },
            ],
          },
        ],
      },
      {
        slug: "never",
        title: { fr: "Jamais de la vie", de: "Auf keinen Fall", nl: "Echt niet", es: "Ni hablar", en: "Never ever" },
        intro: null,
        questions: [
          {
            key: "never",
            kind: "multiple",
            label: {
              fr: "Ce que votre enfant ne portera jamais",
              de: "Was Ihr Kind niemals tragen würde",
              nl: "Wat je kind nooit zal dragen",
              es: "Lo que tu hijo o hija nunca se pondrá",
              en: "What your child will never wear",
            },
            choices: [
              {
                key: "dresses",
                value: "robe_combi_salopette",
                label: { fr: "Les robes", de: "Kleider", nl: "Jurken", es: "Vestidos", en: "Dresses" },
              },
              {
                key: "skirts",
                value: null,
                label: { fr: "Les jupes", de: "Röcke", nl: "Rokken", es: "Faldas", en: "Skirts" },
              },
              {
                key: "button_shirts",
                value: null,
                label: {
                  fr: "Les chemises à boutons",
                  de: "Hemden mit Knöpfen",
                  nl: "Overhemden met knopen",
                  es: "Camisas con botones",
                  en: "Button-up shirts",
                },
              },
              {
                key: "jeans",
                value: null,
                label: { fr: "Les jeans", de: "Jeans", nl: "Spijkerbroeken", es: "Vaqueros", en: "Jeans" },
              },
              {
                key: "hoods",
                value: null,
                label: { fr: "Les capuches", de: "Kapuzen", nl: "Capuchons", es: "Capuchas", en: "Hoods" },
              },
              {
                key: "tights",
                value: null,
                label: { fr: "Les collants", de: "Strumpfhosen", nl: "Maillots", es: "Medias", en: "Tights" },
              },
              {
                key: "lace",
                value: null,
                label: { fr: "La dentelle", de: "Spitze", nl: "Kant", es: "Encaje", en: "Lace" },
              },
              {
                key: "sequins",
                value: null,
                label: { fr: "Les sequins", de: "Pailletten", nl: "Pailletten", es: "Lentejuelas", en: "Sequins" },
              },
            ],
          },
        ],
      },
      commentStep(
        {
          fr: "Un mot pour sa styliste",
          de: "Ein Wort an die Stylistin Ihres Kindes",
          nl: "Een woordje voor de stylist van je kind",
          es: "Unas palabras para su estilista",
          en: "A word for your child's stylist",
        },
        {
          fr: "Ses passions, une occasion à venir, une pièce dont il ou elle rêve… Facultatif.",
          de: "Hobbys, ein besonderer Anlass, ein Lieblingsteil, von dem Ihr Kind träumt… Optional.",
          nl: "Hobby's, een feestje dat eraan komt, een kledingstuk waar je kind van droomt… Niet verplicht.",
          es: "Sus aficiones, una ocasión especial, una prenda con la que sueña… Opcional.",
          en: "Hobbies, an upcoming occasion, a piece your child dreams of… Optional.",
        },
      ),
    ],
    WOMAN: [
      {
        slug: "identity",
        title: {
          fr: "Faisons connaissance",
          de: "Lernen wir uns kennen",
          nl: "Even kennismaken",
          es: "Vamos a conocernos",
          en: "Let's get acquainted",
        },
        intro: {
          fr: "Votre styliste compose une malle rien que pour vous.",
          de: "Ihre Stylistin stellt eine Box nur für Sie zusammen.",
          nl: "Je stylist stelt een box samen, speciaal voor jou.",
          es: "Tu estilista prepara una caja solo para ti.",
          en: "Your stylist puts together a box just for you.",
        },
        questions: [
          firstnameQuestion({
            fr: "Votre prénom",
            de: "Ihr Vorname",
            nl: "Je voornaam",
            es: "Tu nombre",
            en: "Your first name",
          }),
          {
            key: "birthdate",
            kind: "date",
            profileField: "birthdate",
            label: {
              fr: "Votre date de naissance",
              de: "Ihr Geburtsdatum",
              nl: "Je geboortedatum",
              es: "Tu fecha de nacimiento",
              en: "Your date of birth",
            },
            help: {
              fr: "Facultatif : une petite attention le jour de votre anniversaire.",
              de: "Optional: eine kleine Aufmerksamkeit zu Ihrem Geburtstag.",
              nl: "Niet verplicht: een kleine attentie op je verjaardag.",
              es: "Opcional: un pequeño detalle el día de tu cumpleaños.",
              en: "Optional: a little something on your birthday.",
            },
          },
        ],
      },
      {
        slug: "sizes",
        title: { fr: "Vos tailles", de: "Ihre Größen", nl: "Je maten", es: "Tus tallas", en: "Your sizes" },
        intro: null,
        questions: [
          {
            key: "top_size",
            kind: "single",
            profileField: "top_size",
            required: true,
            label: {
              fr: "Taille du haut",
              de: "Größe oben",
              nl: "Maat bovenkleding",
              es: "Talla de arriba",
              en: "Top size",
            },
            choices: sizeChoices(WOMAN_SIZES, ["3XL", "4XL"]),
          },
          {
            key: "bottom_size",
            kind: "single",
            profileField: "bottom_size",
            required: true,
            label: {
              fr: "Taille du bas",
              de: "Größe unten",
              nl: "Maat onderkleding",
              es: "Talla de abajo",
              en: "Bottom size",
            },
            choices: sizeChoices(WOMAN_SIZES, ["3XL", "4XL"]),
          },
          {
            key: "shoe_size",
            kind: "single",
            profileField: "shoe_size",
            label: {
              fr: "Pointure",
              de: "Schuhgröße",
              nl: "Schoenmaat",
              es: "Número de calzado",
              en: "Shoe size (EU)",
            },
            help: {
              fr: "Facultatif.",
              de: "Optional.",
              nl: "Niet verplicht.",
              es: "Opcional.",
              en: "Optional.",
            },
            choices: sizeChoices(WOMAN_SHOE_SIZES),
          },
        ],
      },
      {
        slug: "fit",
        title: {
          fr: "Coupe et silhouette",
          de: "Schnitt und Figur",
          nl: "Pasvorm en silhouet",
          es: "Corte y silueta",
          en: "Fit and shape",
        },
        intro: null,
        questions: [
          {
            key: "fit",
            kind: "single",
            label: {
              fr: "Vous préférez les vêtements…",
              de: "Sie tragen Kleidung am liebsten…",
              nl: "Je draagt kleding het liefst…",
              es: "Prefieres la ropa…",
              en: "You prefer clothes that are…",
            },
            choices: [
              {
                key: "slim",
                value: "slim",
                label: { fr: "Ajustés", de: "Tailliert", nl: "Getailleerd", es: "Ajustada", en: "Fitted" },
              },
              {
                key: "regular",
                value: "regular",
                label: { fr: "Droits", de: "Gerade geschnitten", nl: "Recht", es: "Recta", en: "Regular" },
              },
              {
                key: "loose",
                value: "loose",
                label: { fr: "Amples", de: "Weit", nl: "Ruim", es: "Holgada", en: "Loose" },
              },
            ],
          },
          {
            key: "morphology",
            kind: "single",
            label: {
              fr: "La silhouette qui vous ressemble le plus",
              de: "Die Figur, die Ihrer am ähnlichsten ist",
              nl: "Het silhouet dat het meest op het jouwe lijkt",
              es: "La silueta que más se parece a la tuya",
              en: "The shape closest to yours",
            },
            choices: [
              {
                key: "a",
                value: "A",
                label: {
                  fr: "Hanches plus larges que les épaules (A)",
                  de: "Hüften breiter als die Schultern (A)",
                  nl: "Heupen breder dan de schouders (A)",
                  es: "Caderas más anchas que los hombros (A)",
                  en: "Hips wider than shoulders (A)",
                },
              },
              {
                key: "v",
                value: "V",
                label: {
                  fr: "Épaules plus larges que les hanches (V)",
                  de: "Schultern breiter als die Hüften (V)",
                  nl: "Schouders breder dan de heupen (V)",
                  es: "Hombros más anchos que las caderas (V)",
                  en: "Shoulders wider than hips (V)",
                },
              },
              {
                key: "h",
                value: "H",
                label: {
                  fr: "Épaules et hanches alignées, taille peu marquée (H)",
                  de: "Schultern und Hüften gleich breit, wenig Taille (H)",
                  nl: "Schouders en heupen even breed, weinig taille (H)",
                  es: "Hombros y caderas alineados, poca cintura (H)",
                  en: "Shoulders and hips in line, little waist (H)",
                },
              },
              {
                key: "x",
                value: "X",
                label: {
                  fr: "Épaules et hanches alignées, taille marquée (X)",
                  de: "Schultern und Hüften gleich breit, schmale Taille (X)",
                  nl: "Schouders en heupen even breed, smalle taille (X)",
                  es: "Hombros y caderas alineados, cintura marcada (X)",
                  en: "Shoulders and hips in line, defined waist (X)",
                },
              },
              {
                key: "o",
                value: "O",
                label: {
                  fr: "Silhouette plus ronde au centre (O)",
                  de: "Rundere Körpermitte (O)",
                  nl: "Ronder rond het midden (O)",
                  es: "Silueta más redondeada en el centro (O)",
                  en: "Rounder through the middle (O)",
                },
              },
            ],
          },
        ],
      },
      {
        slug: "styles",
        title: { fr: "Votre style", de: "Ihr Stil", nl: "Je stijl", es: "Tu estilo", en: "Your style" },
        intro: null,
        questions: [
          {
            key: "styles",
            kind: "multiple",
            maxChoices: 3,
            label: {
              fr: "Les styles qui vous ressemblent",
              de: "Die Stile, die zu Ihnen passen",
              nl: "De stijlen die bij je passen",
              es: "Los estilos que van contigo",
              en: "The styles that feel like you",
            },
            help: {
              fr: "Trois au maximum.",
              de: "Höchstens drei.",
              nl: "Maximaal drie.",
              es: "Tres como máximo.",
              en: "Three at most.",
            },
            choices: womanStyleChoices,
          },
        ],
      },
      {
        slug: "colours",
        title: { fr: "Les couleurs", de: "Die Farben", nl: "De kleuren", es: "Los colores", en: "Colours" },
        intro: null,
        questions: [
          {
            key: "colours_loved",
            kind: "multiple",
            label: {
              fr: "Les couleurs que vous adorez",
              de: "Die Farben, die Sie lieben",
              nl: "De kleuren waar je dol op bent",
              es: "Los colores que te encantan",
              en: "The colours you love",
            },
            choices: colourChoices,
          },
          {
            key: "colours_refused",
            kind: "multiple",
            label: {
              fr: "Les couleurs que vous ne portez pas",
              de: "Die Farben, die Sie nicht tragen",
              nl: "De kleuren die je niet draagt",
              es: "Los colores que no te pones",
              en: "The colours you don't wear",
            },
            choices: colourChoices,
          },
        ],
      },
      {
        slug: "budget",
        title: { fr: "Votre budget", de: "Ihr Budget", nl: "Je budget", es: "Tu presupuesto", en: "Your budget" },
        intro: null,
        questions: [
          {
            key: "budget",
            kind: "single",
            label: {
              fr: "Ce que vous dépensez en général pour une pièce",
              de: "Was Sie üblicherweise für ein Kleidungsstück ausgeben",
              nl: "Wat je meestal aan een kledingstuk uitgeeft",
              es: "Lo que sueles gastar en una prenda",
              en: "What you usually spend on a piece",
            },
            choices: [
              {
                key: "under_30",
                value: "0-30",
                label: {
                  fr: "Moins de 30 €",
                  de: "Unter 30 €",
                  nl: "Minder dan € 30",
                  es: "Menos de 30 €",
                  en: "Under €30",
                },
              },
              {
                key: "30_60",
                value: "30-60",
                label: {
                  fr: "30 à 60 €",
                  de: "30 bis 60 €",
                  nl: "€ 30 tot € 60",
                  es: "De 30 a 60 €",
                  en: "€30 to €60",
                },
              },
              {
                key: "60_100",
                value: "60-100",
                label: {
                  fr: "60 à 100 €",
                  de: "60 bis 100 €",
                  nl: "€ 60 tot € 100",
                  es: "De 60 a 100 €",
                  en: "€60 to €100",
                },
              },
              {
                key: "over_100",
                value: "100+",
                label: {
                  fr: "Plus de 100 €",
                  de: "Über 100 €",
                  nl: "Meer dan € 100",
                  es: "Más de 100 €",
                  en: "Over €100",
                },
              },
            ],
          },
        ],
      },
      commentStep(
        {
          fr: "Un mot pour votre styliste",
          de: "Ein Wort an Ihre Stylistin",
          nl: "Een woordje voor je stylist",
          es: "Unas palabras para tu estilista",
          en: "A word for your stylist",
        },
        {
          fr: "Une occasion à venir, une pièce que vous cherchez, ce que vous aimez montrer ou non… Facultatif.",
          de: "Ein besonderer Anlass, ein Teil, das Sie suchen, was Sie gern zeigen oder lieber nicht… Optional.",
          nl: "Een gelegenheid die eraan komt, een kledingstuk dat je zoekt, wat je graag laat zien of juist niet… Niet verplicht.",
          es: "Una ocasión especial, una prenda que buscas, lo que te gusta enseñar o no… Opcional.",
          en: "An upcoming occasion, a piece you're looking for, what you like to show or not… Optional.",
        },
      ),
    ],
  };
}
