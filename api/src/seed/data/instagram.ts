/**
 * Demo Instagram wall (website/instagram/selected-media). The picture of each post is a flat lay
 * (`image`, stored in instagram_media.illustration and drawn by the media module); `selected`
 * marks the 8 posts shown on the site.
 */
import { hexOf } from "./colors.js";
import type { GarmentSpec, LocalizedText, Theme } from "./types.js";

export interface SeedInstagramMedia {
  /** Instagram shortcode. */
  id: string;
  permalink: string;
  theme: Theme;
  selected: boolean;
  /** ISO timestamp of the post. */
  postedAt: string;
  caption: LocalizedText;
  /** Short description of the picture, for the alt attribute. */
  alt: LocalizedText;
  image: {
    background: string;
    decoration?: "sun" | "leaves" | "stars" | "hearts";
    garments: GarmentSpec[];
  };
}

function media(
  id: string,
  theme: Theme,
  selected: boolean,
  postedAt: string,
  image: SeedInstagramMedia["image"],
  caption: LocalizedText,
  alt: LocalizedText,
): SeedInstagramMedia {
  return { id, permalink: `https://www.instagram.com/p/${id}/`, theme, selected, postedAt, caption, alt, image };
}

const g = (shape: GarmentSpec["shape"], color: string, pattern: GarmentSpec["pattern"] = "plain"): GarmentSpec => ({
  shape,
  color: hexOf(color),
  pattern,
});

export const INSTAGRAM_MEDIA: readonly SeedInstagramMedia[] = [
  media(
    "DBk7mQ2sLpX",
    "kid",
    true,
    "2026-01-09T08:30:00Z",
    {
      background: "#fff3c4",
      decoration: "stars",
      garments: [g("sweater", "navy", "stripes"), g("trousers", "mustard"), g("shoes", "white")],
    },
    {
      fr: "La marinière, notre basique préféré depuis toujours ⚓ On l'associe à un pantalon moutarde pour réveiller l'hiver. #lamalle #modeenfant",
      de: "Das Ringelshirt, seit jeher unser Lieblings-Basic ⚓ Mit einer senfgelben Hose bringt es Farbe in den Winter. #lamalle #kindermode",
      nl: "Het streepshirt, al jaren onze favoriete basic ⚓ Met een okergele broek fleurt het de winter op. #lamalle #kinderkleding",
      es: "La camiseta marinera, nuestro básico favorito de siempre ⚓ Con un pantalón mostaza para alegrar el invierno. #lamalle #modainfantil",
      en: "The Breton top, our all-time favourite basic ⚓ Paired with mustard trousers to brighten up winter. #lamalle #kidsfashion",
    },
    {
      fr: "Marinière marine, pantalon moutarde et baskets blanches posés à plat",
      de: "Marineblaues Ringelshirt, senfgelbe Hose und weiße Sneaker, flach ausgelegt",
      nl: "Marineblauw streepshirt, okergele broek en witte sneakers plat neergelegd",
      es: "Camiseta marinera azul marino, pantalón mostaza y zapatillas blancas sobre una superficie",
      en: "Navy Breton top, mustard trousers and white trainers laid flat",
    },
  ),
  media(
    "DBq2Rt8vNcE",
    "woman",
    true,
    "2026-01-23T17:00:00Z",
    {
      background: "#fbe3e8",
      decoration: "leaves",
      garments: [g("cardigan", "ecru"), g("trousers", "camel"), g("bag", "terracotta")],
    },
    {
      fr: "Un cardigan écru, un pantalon camel et un sac terracotta : le trio douceur de janvier. Et vous, vous êtes plutôt maille ou chemise ?",
      de: "Ein naturweißer Cardigan, eine camelfarbene Hose und eine Tasche in Terrakotta: das sanfte Trio für den Januar. Und ihr – eher Strick oder Bluse?",
      nl: "Een ecru vest, een camel broek en een terracotta tas: het zachte trio van januari. En jij, meer breiwerk of blouse?",
      es: "Un cárdigan crudo, un pantalón camel y un bolso terracota: el trío más suave de enero. Y tú, ¿eres más de punto o de camisa?",
      en: "An ecru cardigan, camel trousers and a terracotta bag: January's softest trio. What about you, team knit or team shirt?",
    },
    {
      fr: "Cardigan écru, pantalon camel et sac terracotta sur fond rose poudré",
      de: "Naturweißer Cardigan, camelfarbene Hose und terrakottafarbene Tasche auf zartrosa Hintergrund",
      nl: "Ecru vest, camel broek en terracotta tas op een poederroze achtergrond",
      es: "Cárdigan crudo, pantalón camel y bolso terracota sobre fondo rosa empolvado",
      en: "Ecru cardigan, camel trousers and terracotta bag on a powder-pink background",
    },
  ),
  media(
    "DBx9Kp4wHuA",
    "kid",
    true,
    "2026-02-06T09:15:00Z",
    {
      background: "#e3f0e1",
      decoration: "leaves",
      garments: [g("bodysuit", "sage"), g("pyjama", "ecru", "stars"), g("hat", "sage")],
    },
    {
      fr: "Bienvenue aux tout-petits 🌿 Body, pyjama étoilé et bonnet en coton bio : la première malle de Rose, 1 mois.",
      de: "Willkommen, ihr Kleinsten 🌿 Body, Sternenschlafanzug und Mütze aus Bio-Baumwolle: die erste Box von Rose, 1 Monat alt.",
      nl: "Welkom, kleintjes 🌿 Romper, pyjama met sterren en mutsje van biologisch katoen: de eerste box van Rose, 1 maand.",
      es: "Bienvenidos, peques 🌿 Body, pijama de estrellas y gorro de algodón orgánico: el primer baúl de Rose, de 1 mes.",
      en: "Welcome, little ones 🌿 Bodysuit, star-print pyjamas and an organic cotton hat: Rose's very first trunk, aged 1 month.",
    },
    {
      fr: "Body vert sauge, pyjama écru à étoiles et bonnet pour bébé",
      de: "Salbeigrüner Body, naturweißer Schlafanzug mit Sternen und Babymütze",
      nl: "Saliegroene romper, ecru pyjama met sterren en babymutsje",
      es: "Body verde salvia, pijama crudo de estrellas y gorro de bebé",
      en: "Sage green bodysuit, ecru star-print pyjamas and baby hat",
    },
  ),
  media(
    "DC3fLm7yTqS",
    "woman",
    true,
    "2026-02-20T12:00:00Z",
    { background: "#f6e7da", decoration: "hearts", garments: [g("dress", "red", "dots"), g("shoes", "black")] },
    {
      fr: "Pour la Saint-Valentin, on ose la robe à pois rouge ❤️ Avec des baskets noires, elle se porte aussi le reste de l'année.",
      de: "Zum Valentinstag trauen wir uns das rote Kleid mit Punkten ❤️ Mit schwarzen Sneakern passt es auch den Rest des Jahres.",
      nl: "Voor Valentijn durven we de rode jurk met stippen aan ❤️ Met zwarte sneakers draag je hem ook de rest van het jaar.",
      es: "Para San Valentín nos atrevemos con el vestido rojo de lunares ❤️ Con zapatillas negras, vale para el resto del año.",
      en: "For Valentine's Day we're going for the red polka-dot dress ❤️ With black trainers, it works the rest of the year too.",
    },
    {
      fr: "Robe rouge à pois et baskets noires",
      de: "Rotes Kleid mit Punkten und schwarze Sneaker",
      nl: "Rode jurk met stippen en zwarte sneakers",
      es: "Vestido rojo de lunares y zapatillas negras",
      en: "Red polka-dot dress and black trainers",
    },
  ),
  media(
    "DC8wQz1pRvK",
    "kid",
    false,
    "2026-03-06T15:45:00Z",
    { background: "#dcecf7", decoration: "sun", garments: [g("overalls", "denim"), g("tshirt", "yellow", "stripes")] },
    {
      fr: "Salopette en jean + t-shirt rayé jaune = le combo « je grimpe partout » validé par nos petits testeurs.",
      de: "Jeans-Latzhose + gelb gestreiftes T-Shirt = die „Ich klettere überall hoch“-Kombi, von unseren kleinen Testern abgesegnet.",
      nl: "Denim tuinbroek + geel gestreept T-shirt = de 'ik klim overal op'-combi, goedgekeurd door onze kleine testers.",
      es: "Peto vaquero + camiseta amarilla a rayas = el combo «me subo a todo», aprobado por nuestros pequeños probadores.",
      en: "Denim dungarees + yellow striped T-shirt = the 'I climb everything' combo, approved by our little testers.",
    },
    {
      fr: "Salopette en jean et t-shirt jaune rayé",
      de: "Jeans-Latzhose und gelb gestreiftes T-Shirt",
      nl: "Denim tuinbroek en geel gestreept T-shirt",
      es: "Peto vaquero y camiseta amarilla a rayas",
      en: "Denim dungarees and yellow striped T-shirt",
    },
  ),
  media(
    "DDD4nV6cXyB",
    "woman",
    true,
    "2026-03-20T07:30:00Z",
    {
      background: "#e9f1e6",
      decoration: "leaves",
      garments: [g("shirt", "sage", "checks"), g("skirt", "ecru"), g("shoes", "camel")],
    },
    {
      fr: "Premiers jours de printemps : chemise vichy vert sauge, jupe écrue et baskets camel. Un look signé Inès pour les matins pressés.",
      de: "Erste Frühlingstage: salbeigrüne Vichy-Bluse, naturweißer Rock und camelfarbene Sneaker. Ein Look von Inès für eilige Morgen.",
      nl: "Eerste lentedagen: saliegroene blouse met ruitjes, ecru rok en camel sneakers. Een look van Inès voor haastige ochtenden.",
      es: "Primeros días de primavera: camisa de cuadros verde salvia, falda cruda y zapatillas camel. Un look de Inès para las mañanas con prisa.",
      en: "First days of spring: a sage green gingham shirt, an ecru skirt and camel trainers. A look by Inès for rushed mornings.",
    },
    {
      fr: "Chemise vert sauge à carreaux, jupe écrue et baskets camel",
      de: "Salbeigrüne karierte Bluse, naturweißer Rock und camelfarbene Sneaker",
      nl: "Saliegroene geruite blouse, ecru rok en camel sneakers",
      es: "Camisa de cuadros verde salvia, falda cruda y zapatillas camel",
      en: "Sage green checked shirt, ecru skirt and camel trainers",
    },
  ),
  media(
    "DDJ1sH9gMwT",
    "kid",
    true,
    "2026-04-10T10:00:00Z",
    {
      background: "#fde2d8",
      decoration: "hearts",
      garments: [g("dress", "coral", "flowers"), g("cardigan", "ecru"), g("shoes", "pink")],
    },
    {
      fr: "Robe fleurie corail et petit gilet écru : prête pour les chasses aux œufs 🌸 Disponible en version maman dans la collection Matchy Matchy.",
      de: "Korallenrotes Blumenkleid und naturweiße Strickjacke: bereit für die Ostereiersuche 🌸 Auch in der Mama-Version in der Matchy-Matchy-Kollektion.",
      nl: "Koraalrode bloemenjurk en ecru vestje: klaar voor het paaseieren zoeken 🌸 Ook in een mamaversie in de Matchy Matchy-collectie.",
      es: "Vestido de flores coral y chaqueta de punto cruda: lista para buscar huevos de Pascua 🌸 También en versión mamá en la colección Matchy Matchy.",
      en: "Coral floral dress and little ecru cardigan: ready for the Easter egg hunt 🌸 Also available in a mum's version in the Matchy Matchy collection.",
    },
    {
      fr: "Robe corail à fleurs, gilet écru et baskets roses pour fillette",
      de: "Korallenrotes Blumenkleid, naturweiße Strickjacke und rosa Sneaker für Mädchen",
      nl: "Koraalrode bloemenjurk, ecru vestje en roze sneakers voor een meisje",
      es: "Vestido coral de flores, chaqueta de punto cruda y zapatillas rosas de niña",
      en: "Girl's coral floral dress, ecru cardigan and pink trainers",
    },
  ),
  media(
    "DDP8kX2eZaL",
    "woman",
    false,
    "2026-05-08T18:20:00Z",
    { background: "#f3eee4", garments: [g("dress", "lilac"), g("bag", "camel")] },
    {
      fr: "Pour la fête des mères, offrez-lui une malle (ou une carte cadeau) : elle choisira ce qu'elle garde, vous aurez tout bon 💐",
      de: "Zum Muttertag eine Box (oder einen Gutschein) verschenken: Sie behält, was ihr gefällt – und ihr liegt garantiert richtig 💐",
      nl: "Geef haar voor Moederdag een box (of een cadeaukaart): zij kiest wat ze houdt, jij zit altijd goed 💐",
      es: "Para el Día de la Madre, regálale un baúl (o una tarjeta regalo): ella elige lo que se queda y tú aciertas seguro 💐",
      en: "For Mother's Day, give her a trunk (or a gift card): she keeps what she loves, and you can't go wrong 💐",
    },
    {
      fr: "Robe lilas et sac camel",
      de: "Fliederfarbenes Kleid und camelfarbene Tasche",
      nl: "Lila jurk en camel tas",
      es: "Vestido lila y bolso camel",
      en: "Lilac dress and camel bag",
    },
  ),
  media(
    "DDW3cJ5rFnP",
    "kid",
    true,
    "2026-06-12T08:00:00Z",
    {
      background: "#d9eef5",
      decoration: "sun",
      garments: [g("swimsuit", "red", "dots"), g("shorts", "sky", "stripes"), g("hat", "yellow")],
    },
    {
      fr: "Cap sur l'été ☀️ Maillot à pois, short rayé et bob jaune : la malle vacances est arrivée, et la crème solaire aussi (presque).",
      de: "Auf in den Sommer ☀️ Badeanzug mit Punkten, gestreifte Shorts und gelber Hut: Die Urlaubsbox ist da – die Sonnencreme (fast) auch.",
      nl: "Op naar de zomer ☀️ Badpak met stippen, gestreepte short en geel hoedje: de vakantiebox is er, en de zonnebrand (bijna) ook.",
      es: "Rumbo al verano ☀️ Bañador de lunares, short a rayas y gorro amarillo: ya ha llegado el baúl de vacaciones, y la crema solar (casi) también.",
      en: "Summer, here we come ☀️ Polka-dot swimsuit, striped shorts and a yellow sun hat: the holiday trunk has landed, and (almost) the sun cream too.",
    },
    {
      fr: "Maillot de bain rouge à pois, short bleu ciel rayé et chapeau jaune",
      de: "Roter Badeanzug mit Punkten, hellblaue gestreifte Shorts und gelber Sonnenhut",
      nl: "Rood badpak met stippen, lichtblauwe gestreepte short en geel zonnehoedje",
      es: "Bañador rojo de lunares, short azul cielo a rayas y gorro amarillo",
      en: "Red polka-dot swimsuit, sky blue striped shorts and yellow sun hat",
    },
  ),
  media(
    "DDc6tB8uKsM",
    "kid",
    false,
    "2026-08-28T16:10:00Z",
    {
      background: "#efe6d2",
      decoration: "stars",
      garments: [g("sweater", "khaki"), g("trousers", "denim"), g("bag", "navy")],
    },
    {
      fr: "J-3 avant la rentrée 🎒 Sweat kaki, jean brut et sac marine : Jonas a composé cette sélection pour les 10-14 ans qui veulent du simple.",
      de: "Noch 3 Tage bis zum Schulstart 🎒 Khakifarbener Pullover, Jeans und marineblaue Tasche: Jonas hat diese Auswahl für 10- bis 14-Jährige zusammengestellt, die es schlicht mögen.",
      nl: "Nog 3 dagen tot school begint 🎒 Kaki trui, jeans en marineblauwe tas: Jonas stelde deze selectie samen voor 10- tot 14-jarigen die het simpel houden.",
      es: "Faltan 3 días para la vuelta al cole 🎒 Sudadera caqui, vaqueros y mochila azul marino: Jonas ha creado esta selección para chicos de 10 a 14 años que prefieren lo sencillo.",
      en: "3 days until school starts 🎒 Khaki sweatshirt, jeans and navy bag: Jonas put this selection together for 10 to 14-year-olds who like it simple.",
    },
    {
      fr: "Sweat kaki, jean et sac marine pour la rentrée",
      de: "Khakifarbener Pullover, Jeans und marineblaue Tasche für den Schulstart",
      nl: "Kaki trui, jeans en marineblauwe tas voor het nieuwe schooljaar",
      es: "Sudadera caqui, vaqueros y bolsa azul marino para la vuelta al cole",
      en: "Khaki sweatshirt, jeans and navy bag for back to school",
    },
  ),
  media(
    "DDj2pW4qYeG",
    "woman",
    true,
    "2026-10-16T09:40:00Z",
    {
      background: "#f1e2d3",
      decoration: "leaves",
      garments: [g("coat", "camel"), g("scarf", "terracotta", "checks"), g("trousers", "black")],
    },
    {
      fr: "L'automne chez la malle : manteau camel, écharpe à carreaux terracotta et pantalon noir. Les pièces qui se portent pendant dix ans.",
      de: "Herbst bei la malle: camelfarbener Mantel, karierter Schal in Terrakotta und schwarze Hose. Teile, die man zehn Jahre lang trägt.",
      nl: "Herfst bij la malle: camel jas, geruite sjaal in terracotta en zwarte broek. Stukken die je tien jaar lang draagt.",
      es: "El otoño en la malle: abrigo camel, bufanda de cuadros terracota y pantalón negro. Prendas para llevar durante diez años.",
      en: "Autumn at la malle: a camel coat, a terracotta checked scarf and black trousers. Pieces you'll wear for ten years.",
    },
    {
      fr: "Manteau camel, écharpe terracotta à carreaux et pantalon noir",
      de: "Camelfarbener Mantel, terrakottafarbener karierter Schal und schwarze Hose",
      nl: "Camel jas, terracotta geruite sjaal en zwarte broek",
      es: "Abrigo camel, bufanda terracota de cuadros y pantalón negro",
      en: "Camel coat, terracotta checked scarf and black trousers",
    },
  ),
  media(
    "DDq9vN3xHbR",
    "kid",
    false,
    "2026-12-04T17:30:00Z",
    { background: "#f7dede", decoration: "stars", garments: [g("pyjama", "red", "checks"), g("hat", "white")] },
    {
      fr: "Les pyjamas de Noël sont arrivés 🎄 En version frères et sœurs, et même pour les parents qui veulent jouer le jeu.",
      de: "Die Weihnachtsschlafanzüge sind da 🎄 Für Geschwister – und sogar für Eltern, die mitmachen wollen.",
      nl: "De kerstpyjama's zijn binnen 🎄 Voor broers en zussen, en zelfs voor ouders die mee willen doen.",
      es: "Ya han llegado los pijamas de Navidad 🎄 Para hermanos y hermanas, e incluso para los padres que se apunten.",
      en: "The Christmas pyjamas are here 🎄 For brothers and sisters, and even for parents who want to join in.",
    },
    {
      fr: "Pyjama rouge à carreaux et bonnet blanc",
      de: "Rot karierter Schlafanzug und weiße Mütze",
      nl: "Rode geruite pyjama en witte muts",
      es: "Pijama rojo de cuadros y gorro blanco",
      en: "Red checked pyjamas and white hat",
    },
  ),
];
