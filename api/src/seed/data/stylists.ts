/**
 * Demo stylists: the people who compose the trunks (malles). Their photo is a generated SVG
 * portrait drawn by the media module from `avatar` (stored in stylists.color and stylists.avatar).
 */
import type { LocalizedText, Theme } from "./types.js";

export interface SeedStylist {
  slug: string;
  firstname: string;
  /** Which universes the stylist composes trunks for. */
  themes: readonly Theme[];
  /** Instagram handle, without the @. */
  instagram: string;
  /** Languages the stylist answers clients in. */
  languages: readonly string[];
  avatar: {
    color: string;
    hair: string;
    skin: string;
    hairStyle: "short" | "bob" | "bun" | "long";
  };
  /** Job title, e.g. "Styliste enfant". */
  title: LocalizedText;
  specialty: LocalizedText;
  bio: LocalizedText;
}

export const STYLISTS: readonly SeedStylist[] = [
  {
    slug: "lea",
    firstname: "Léa",
    themes: ["kid"],
    instagram: "lea.stylise.lamalle",
    languages: ["fr", "en"],
    avatar: { color: "#f6c945", hair: "#6b4226", skin: "#f1c7a5", hairStyle: "bun" },
    title: {
      fr: "Styliste enfant",
      de: "Kinderstylistin",
      nl: "Kinderstylist",
      es: "Estilista infantil",
      en: "Kids' stylist",
    },
    specialty: {
      fr: "Les 2-6 ans et les tenues qui résistent à la récré",
      de: "Kinder von 2 bis 6 Jahren und Outfits, die jede Pause überstehen",
      nl: "Kinderen van 2 tot 6 jaar en outfits die elk speelkwartier overleven",
      es: "Niños de 2 a 6 años y looks que aguantan el recreo",
      en: "Ages 2 to 6 and outfits that survive playtime",
    },
    bio: {
      fr: "Ancienne éducatrice de jeunes enfants, Léa connaît par cœur les genoux usés et les boutons impossibles. Elle compose des malles pratiques et gaies, où chaque pièce s'enfile seul et se marie avec tout le reste. Son petit plaisir : glisser une touche de jaune dans chaque sélection.",
      de: "Léa war früher Erzieherin und kennt durchgescheuerte Knie und unmögliche Knöpfe in- und auswendig. Sie stellt praktische, fröhliche Boxen zusammen, in denen sich jedes Teil allein anziehen lässt und zu allem anderen passt. Ihre kleine Vorliebe: in jede Auswahl einen Hauch Gelb schmuggeln.",
      nl: "Léa werkte vroeger als pedagogisch medewerker en kent versleten knieën en onmogelijke knoopjes als geen ander. Ze stelt praktische, vrolijke boxen samen waarin elk kledingstuk zelf aan te trekken is en met al het andere combineert. Haar kleine guilty pleasure: in elke selectie een vleugje geel verstoppen.",
      es: "Léa fue educadora infantil y conoce de memoria las rodillas gastadas y los botones imposibles. Compone baúles prácticos y alegres, donde cada prenda se pone sin ayuda y combina con todo lo demás. Su pequeño capricho: colar un toque de amarillo en cada selección.",
      en: "A former early-years teacher, Léa knows all about worn-out knees and impossible buttons. She puts together practical, cheerful trunks where every piece can be put on alone and goes with everything else. Her little treat: slipping a touch of yellow into every selection.",
    },
  },
  {
    slug: "ines",
    firstname: "Inès",
    themes: ["woman"],
    instagram: "ines.style.lamalle",
    languages: ["fr", "es", "en"],
    avatar: { color: "#e98aa0", hair: "#1f1a17", skin: "#c98e6b", hairStyle: "long" },
    title: {
      fr: "Styliste femme",
      de: "Stylistin für Damenmode",
      nl: "Stylist damesmode",
      es: "Estilista de moda femenina",
      en: "Women's stylist",
    },
    specialty: {
      fr: "La garde-robe capsule des mamans actives",
      de: "Die Capsule-Garderobe für Mütter mit vollem Terminkalender",
      nl: "De capsulegarderobe voor drukke moeders",
      es: "El armario cápsula de las madres con agenda apretada",
      en: "Capsule wardrobes for busy mums",
    },
    bio: {
      fr: "Inès a travaillé dix ans pour des maisons de prêt-à-porter parisiennes avant de rejoindre la malle. Elle aime les vêtements qui simplifient la vie : une chemise bien coupée, un jean parfait, une robe qui va du bureau à l'école. Elle répond à ses clientes en français, en espagnol et en anglais.",
      de: "Inès hat zehn Jahre für Pariser Prêt-à-porter-Häuser gearbeitet, bevor sie zu la malle kam. Sie liebt Kleidung, die das Leben leichter macht: eine gut geschnittene Bluse, die perfekte Jeans, ein Kleid, das vom Büro bis zum Schultor funktioniert. Sie antwortet ihren Kundinnen auf Französisch, Spanisch und Englisch.",
      nl: "Inès werkte tien jaar voor Parijse confectiehuizen voordat ze bij la malle kwam. Ze houdt van kleding die het leven makkelijker maakt: een goed gesneden blouse, de perfecte jeans, een jurk die van kantoor naar het schoolplein kan. Ze antwoordt haar klanten in het Frans, Spaans en Engels.",
      es: "Inès trabajó diez años para casas de prêt-à-porter parisinas antes de unirse a la malle. Le encanta la ropa que simplifica la vida: una camisa bien cortada, unos vaqueros perfectos, un vestido que va de la oficina a la puerta del colegio. Responde a sus clientas en francés, español e inglés.",
      en: "Inès spent ten years working for Parisian ready-to-wear houses before joining la malle. She loves clothes that make life simpler: a well-cut shirt, the perfect pair of jeans, a dress that goes from the office to the school gate. She answers her clients in French, Spanish and English.",
    },
  },
  {
    slug: "jonas",
    firstname: "Jonas",
    themes: ["kid"],
    instagram: "jonas.kidsstyle",
    languages: ["de", "nl", "en"],
    avatar: { color: "#8ec5e8", hair: "#c9a16b", skin: "#f3d2b8", hairStyle: "short" },
    title: {
      fr: "Styliste enfant",
      de: "Kinderstylist",
      nl: "Kinderstylist",
      es: "Estilista infantil",
      en: "Kids' stylist",
    },
    specialty: {
      fr: "Les garçons de 6 à 14 ans qui ne veulent « pas de trucs de bébé »",
      de: "Jungs von 6 bis 14, die „keine Babysachen“ mehr wollen",
      nl: "Jongens van 6 tot 14 die 'geen babykleren' meer willen",
      es: "Chicos de 6 a 14 años que ya no quieren «cosas de bebé»",
      en: "Boys aged 6 to 14 who want 'nothing babyish'",
    },
    bio: {
      fr: "Papa de trois garçons à Cologne, Jonas sait qu'un pré-ado se laisse convaincre par un sweat bien coupé plutôt que par un sermon. Il écoute attentivement les commentaires laissés dans le questionnaire et compose des malles sobres, confortables et toujours un peu dans l'air du temps.",
      de: "Jonas ist Vater von drei Jungs in Köln und weiß: Einen Teenager überzeugt ein gut geschnittener Hoodie eher als jede Predigt. Er liest die Kommentare im Fragebogen sehr genau und stellt schlichte, bequeme und immer ein bisschen angesagte Boxen zusammen.",
      nl: "Jonas is vader van drie jongens in Keulen en weet dat je een tiener eerder overtuigt met een goed zittende hoodie dan met een preek. Hij leest de opmerkingen in de vragenlijst heel aandachtig en stelt sobere, comfortabele boxen samen die altijd een beetje hip zijn.",
      es: "Padre de tres chicos en Colonia, Jonas sabe que a un preadolescente se le convence antes con una sudadera bien cortada que con un sermón. Lee con atención los comentarios del cuestionario y compone baúles sobrios, cómodos y siempre un poco a la moda.",
      en: "A father of three boys in Cologne, Jonas knows a pre-teen is won over by a well-cut hoodie rather than a lecture. He reads the comments left in the style quiz carefully and puts together understated, comfortable trunks that are always a little on-trend.",
    },
  },
  {
    slug: "sofia",
    firstname: "Sofía",
    themes: ["kid", "woman"],
    instagram: "sofia.armario",
    languages: ["es", "fr", "en"],
    avatar: { color: "#c8643b", hair: "#3b2a20", skin: "#dba583", hairStyle: "bob" },
    title: {
      fr: "Styliste enfant et femme",
      de: "Stylistin für Kinder- und Damenmode",
      nl: "Stylist kinder- en damesmode",
      es: "Estilista infantil y de mujer",
      en: "Kids' and women's stylist",
    },
    specialty: {
      fr: "Les looks coordonnés mère-enfant, sans faire « déguisement »",
      de: "Abgestimmte Mutter-Kind-Looks, ohne verkleidet zu wirken",
      nl: "Op elkaar afgestemde moeder-kindlooks, zonder verkleedpartij",
      es: "Looks coordinados de madre e hijos, sin parecer un disfraz",
      en: "Coordinated mother-and-child looks that never feel like fancy dress",
    },
    bio: {
      fr: "Sofía a grandi à Séville entre les ateliers de couture de sa grand-mère. Elle adore jouer avec les imprimés et les couleurs chaudes et imagine des tenues assorties pour toute la famille, en gardant à chacun sa personnalité. C'est elle qui sélectionne nos pièces Matchy Matchy.",
      de: "Sofía ist in Sevilla zwischen den Nähateliers ihrer Großmutter aufgewachsen. Sie spielt gern mit Mustern und warmen Farben und entwirft abgestimmte Outfits für die ganze Familie, bei denen jeder seine Persönlichkeit behält. Sie wählt unsere Matchy-Matchy-Teile aus.",
      nl: "Sofía groeide op in Sevilla, tussen de naaiateliers van haar grootmoeder. Ze speelt graag met prints en warme kleuren en bedenkt bij elkaar passende outfits voor het hele gezin, waarbij iedereen zijn eigen stijl houdt. Zij selecteert onze Matchy Matchy-stukken.",
      es: "Sofía creció en Sevilla entre los talleres de costura de su abuela. Le encanta jugar con estampados y colores cálidos, e imagina looks a juego para toda la familia sin que nadie pierda su personalidad. Es ella quien elige nuestras prendas Matchy Matchy.",
      en: "Sofía grew up in Seville among her grandmother's sewing workshops. She loves playing with prints and warm colours, and designs matching outfits for the whole family while letting everyone keep their own personality. She is the one who picks our Matchy Matchy pieces.",
    },
  },
  {
    slug: "marieke",
    firstname: "Marieke",
    themes: ["kid"],
    instagram: "marieke.kleertjes",
    languages: ["nl", "de", "en"],
    avatar: { color: "#9bb59a", hair: "#d8b27a", skin: "#f5d6c0", hairStyle: "long" },
    title: {
      fr: "Styliste bébé",
      de: "Babystylistin",
      nl: "Babystylist",
      es: "Estilista de bebés",
      en: "Baby stylist",
    },
    specialty: {
      fr: "Les bébés de 0 à 2 ans et les listes de naissance",
      de: "Babys von 0 bis 2 Jahren und Geburtslisten",
      nl: "Baby's van 0 tot 2 jaar en geboortelijsten",
      es: "Bebés de 0 a 2 años y listas de nacimiento",
      en: "Babies from 0 to 2 and baby registries",
    },
    bio: {
      fr: "Ancienne sage-femme à Utrecht, Marieke sait ce dont un nouveau-né a vraiment besoin… et ce qui finira au fond du tiroir. Elle privilégie le coton bio, les ouvertures pratiques pour les changes et les tailles qui laissent de la marge pour grandir.",
      de: "Marieke war Hebamme in Utrecht und weiß, was ein Neugeborenes wirklich braucht – und was ganz hinten in der Schublade landet. Sie setzt auf Bio-Baumwolle, praktische Öffnungen zum Wickeln und Größen mit Luft zum Wachsen.",
      nl: "Marieke was verloskundige in Utrecht en weet wat een pasgeborene echt nodig heeft… en wat achter in de la belandt. Ze kiest voor biologisch katoen, handige sluitingen voor het verschonen en maten met ruimte om in te groeien.",
      es: "Antigua matrona en Utrecht, Marieke sabe lo que un recién nacido necesita de verdad… y lo que acabará en el fondo del cajón. Prioriza el algodón orgánico, las aperturas prácticas para cambiar el pañal y las tallas con margen para crecer.",
      en: "A former midwife in Utrecht, Marieke knows what a newborn really needs… and what ends up at the back of the drawer. She favours organic cotton, practical openings for nappy changes and sizes that leave room to grow.",
    },
  },
  {
    slug: "camille-r",
    firstname: "Camille",
    themes: ["woman"],
    instagram: "camille.lamalle.femme",
    languages: ["fr", "nl", "en"],
    avatar: { color: "#b9a3d6", hair: "#8a3b22", skin: "#f2cdb0", hairStyle: "bob" },
    title: {
      fr: "Styliste femme et conseillère en image",
      de: "Stylistin und Imageberaterin",
      nl: "Stylist en imagoconsulent",
      es: "Estilista y asesora de imagen",
      en: "Stylist and image consultant",
    },
    specialty: {
      fr: "La morphologie et les couleurs qui illuminent",
      de: "Figurberatung und Farben, die strahlen lassen",
      nl: "Silhouetadvies en kleuren die je laten stralen",
      es: "La morfología y los colores que iluminan",
      en: "Body shapes and colours that make you glow",
    },
    bio: {
      fr: "Conseillère en image formée à Bruxelles, Camille aide chaque cliente à trouver les coupes qui la mettent en valeur, quelle que soit sa taille. Elle lit vos photos et vos envies avec bienveillance et n'hésite jamais à proposer une couleur que vous n'auriez pas osée.",
      de: "Camille ist in Brüssel ausgebildete Stilberaterin und hilft jeder Kundin, die Schnitte zu finden, die ihr schmeicheln – in jeder Größe. Sie betrachtet Ihre Fotos und Wünsche mit viel Wohlwollen und schlägt gern eine Farbe vor, die Sie sich selbst nicht getraut hätten.",
      nl: "Camille is in Brussel opgeleid als imagoconsulent en helpt elke klant de snit te vinden die haar het beste staat, in elke maat. Ze bekijkt je foto's en wensen met veel zorg en durft altijd een kleur voor te stellen die je zelf niet had aangedurfd.",
      es: "Asesora de imagen formada en Bruselas, Camille ayuda a cada clienta a encontrar los cortes que la favorecen, sea cual sea su talla. Mira tus fotos y tus deseos con cariño y nunca duda en proponerte un color que no te habrías atrevido a llevar.",
      en: "A Brussels-trained image consultant, Camille helps every client find the cuts that flatter her, whatever her size. She reads your photos and wishes with kindness and never hesitates to suggest a colour you would not have dared to try.",
    },
  },
  {
    slug: "noemie",
    firstname: "Noémie",
    themes: ["kid", "woman"],
    instagram: "noemie.seconde.vie",
    languages: ["fr", "en"],
    avatar: { color: "#2f6f73", hair: "#2b1d16", skin: "#8d5a3b", hairStyle: "short" },
    title: {
      fr: "Styliste et responsable littlegeste",
      de: "Stylistin und Leiterin von littlegeste",
      nl: "Stylist en verantwoordelijke littlegeste",
      es: "Estilista y responsable de littlegeste",
      en: "Stylist and littlegeste lead",
    },
    specialty: {
      fr: "La seconde main, le recyclage et le programme littlegeste",
      de: "Secondhand, Recycling und das littlegeste-Programm",
      nl: "Tweedehands, recycling en het littlegeste-programma",
      es: "La segunda mano, el reciclaje y el programa littlegeste",
      en: "Second-hand, recycling and the littlegeste programme",
    },
    bio: {
      fr: "Noémie a rejoint la malle pour lancer littlegeste, notre programme de reprise. Elle trie, répare et photographie les vêtements qui reviennent, et compose des malles où le neuf côtoie la seconde main sans que personne ne fasse la différence. Elle partage ses astuces d'entretien sur le blog.",
      de: "Noémie kam zu la malle, um littlegeste aufzubauen, unser Rücknahmeprogramm. Sie sortiert, repariert und fotografiert die zurückgeschickten Kleidungsstücke und stellt Boxen zusammen, in denen Neues und Secondhand so gut harmonieren, dass niemand den Unterschied bemerkt. Ihre Pflegetipps teilt sie im Blog.",
      nl: "Noémie kwam bij la malle om littlegeste op te zetten, ons inzamelprogramma. Ze sorteert, repareert en fotografeert de kleding die terugkomt en stelt boxen samen waarin nieuw en tweedehands zo mooi samengaan dat niemand het verschil ziet. Haar onderhoudstips deelt ze op de blog.",
      es: "Noémie llegó a la malle para lanzar littlegeste, nuestro programa de recogida. Clasifica, arregla y fotografía la ropa que vuelve, y compone baúles donde lo nuevo y la segunda mano conviven sin que nadie note la diferencia. Comparte sus trucos de cuidado en el blog.",
      en: "Noémie joined la malle to launch littlegeste, our take-back programme. She sorts, mends and photographs the clothes that come back, and puts together trunks where new and second-hand pieces sit side by side without anyone noticing the difference. She shares her garment-care tips on the blog.",
    },
  },
];

export function stylistBySlug(slug: string): SeedStylist {
  const stylist = STYLISTS.find((s) => s.slug === slug);
  if (!stylist) throw new Error(`Unknown stylist ${slug}`);
  return stylist;
}
