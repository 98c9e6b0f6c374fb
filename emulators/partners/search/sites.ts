/**
 * The web the search simulator knows: a few dozen real sites, each with the words that make it
 * relevant, and how a result of theirs for a query reads (title, address, snippet). Addresses are
 * the sites' own search or topic pages for the query, so every result link opens something real.
 */

export interface Site {
  /** The profile name the provider shows ("Wikipedia"). */
  name: string;
  host: string;
  /** Relevant to any query (encyclopedias, forums, video). */
  general?: boolean;
  /** Words (singular, lower case) that make the site relevant to a query. */
  topics?: readonly string[];
  /** The result's address for the query (as typed, trimmed). */
  url: (q: string) => string;
  /** The breadcrumb after the host, as the provider shows it ("› wiki › Rome"). */
  path: (q: string) => string;
  /** `t` is the query in title case. */
  title: (t: string, q: string) => string;
  snippet: (q: string) => string;
  /** A second, different page of a general site, listed after the first results. */
  more?: {
    url: (q: string) => string;
    path: (q: string) => string;
    title: (t: string, q: string) => string;
    snippet: (q: string) => string;
  };
}

const enc = encodeURIComponent;
const plus = (q: string) => enc(q).replace(/%20/g, '+');
const slug = (q: string) =>
  q
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

export const SITES: readonly Site[] = [
  {
    name: 'Wikipedia',
    host: 'en.wikipedia.org',
    general: true,
    url: (q) => `https://en.wikipedia.org/wiki/Special:Search?search=${plus(q)}`,
    path: (q) => `› wiki › ${slug(q)}`,
    title: (t) => `${t} - Wikipedia`,
    snippet: (q) =>
      `${q} — an overview from the free encyclopedia: background, history and the key facts, with sources and further reading.`,
    more: {
      url: (q) => `https://en.wikipedia.org/w/index.php?search=${plus(q)}&fulltext=1`,
      path: () => '› w › index.php',
      title: (_t, q) => `Search results for "${q}" - Wikipedia`,
      snippet: (q) => `Articles that mention ${q}, each with a short extract, and the related topics readers go on to.`,
    },
  },
  {
    name: 'Reddit',
    host: 'www.reddit.com',
    general: true,
    url: (q) => `https://www.reddit.com/search/?q=${plus(q)}`,
    path: () => '› r › AskReddit',
    title: (_t, q) => `What do you wish you'd known about ${q}? : r/AskReddit`,
    snippet: (q) =>
      `Real people share what worked for them with ${q}: recommendations, mistakes to avoid and a few surprises, in hundreds of comments.`,
    more: {
      url: (q) => `https://www.reddit.com/search/?q=${plus(q)}&type=comments`,
      path: () => '› r › NoStupidQuestions',
      title: (t) => `${t}: what's your experience? : r/NoStupidQuestions`,
      snippet: (q) =>
        `A long thread on ${q}: people compare notes, link the sources they trust and answer follow-up questions.`,
    },
  },
  {
    name: 'YouTube',
    host: 'www.youtube.com',
    general: true,
    url: (q) => `https://www.youtube.com/results?search_query=${plus(q)}`,
    path: () => '› results',
    title: (t) => `${t} - YouTube`,
    snippet: (q) =>
      `Watch videos about ${q}: step-by-step guides, honest reviews and explainers from creators, updated every day.`,
    more: {
      url: (q) => `https://www.youtube.com/results?search_query=${plus(q)}&sp=CAM%253D`,
      path: () => '› results',
      title: (t) => `${t}, explained in 10 minutes - YouTube`,
      snippet: (q) => `The most-watched videos on ${q}, from short explainers to full walkthroughs.`,
    },
  },
  {
    name: 'Quora',
    host: 'www.quora.com',
    general: true,
    url: (q) => `https://www.quora.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (_t, q) => `What is the best way to approach ${q}? - Quora`,
    snippet: (q) =>
      `Answers from people with first-hand experience of ${q}, ranked by readers. Read the top answer and the discussion below it.`,
    more: {
      url: (q) => `https://www.quora.com/search?q=${plus(q)}&type=question`,
      path: () => '› search',
      title: (_t, q) => `Is ${q} worth it? - Quora`,
      snippet: (q) => `Opinions on ${q} from people who have tried it, with the pros and cons they found.`,
    },
  },
  {
    name: 'Medium',
    host: 'medium.com',
    general: true,
    url: (q) => `https://medium.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t}: a practical guide — Medium`,
    snippet: (q) =>
      `A long read on ${q}, written from experience: what matters, what does not, and where to start this week.`,
    more: {
      url: (q) => `https://medium.com/search/posts?q=${plus(q)}`,
      path: () => '› search › posts',
      title: (_t, q) => `What nobody tells you about ${q} — Medium`,
      snippet: (q) => `Lessons learned about ${q}, the hard way, and what the writer would do differently.`,
    },
  },
  {
    name: 'wikiHow',
    host: 'www.wikihow.com',
    topics: ['how', 'make', 'fix', 'clean', 'diy', 'guide', 'step', 'tip', 'learn', 'start'],
    url: (q) => `https://www.wikihow.com/wikiHowTo?search=${plus(q)}`,
    path: (q) => `› ${slug(q)}`,
    title: (t) => `${t}: 12 Steps (with Pictures) - wikiHow`,
    snippet: (q) =>
      `This article explains ${q} in simple steps, with pictures, expert tips and the answers to common questions from readers.`,
  },
  {
    name: 'Amazon.com',
    host: 'www.amazon.com',
    topics: [
      'buy',
      'best',
      'cheap',
      'price',
      'deal',
      'shoe',
      'laptop',
      'phone',
      'headphone',
      'review',
      'gift',
      'iphone',
      'book',
      'boot',
      'tv',
      'camera',
      'kindle',
    ],
    url: (q) => `https://www.amazon.com/s?k=${plus(q)}`,
    path: () => '› s',
    title: (t) => `Amazon.com: ${t}`,
    snippet: (q) => `Shop ${q} at Amazon.com. Free shipping on eligible orders, customer reviews and fast delivery.`,
  },
  {
    name: 'eBay',
    host: 'www.ebay.com',
    topics: ['buy', 'used', 'cheap', 'price', 'deal', 'sale', 'vintage', 'collectible', 'part', 'rtx', 'iphone'],
    url: (q) => `https://www.ebay.com/sch/i.html?_nkw=${plus(q)}`,
    path: () => '› sch',
    title: (t) => `${t} for sale | eBay`,
    snippet: (q) =>
      `Get the best deals on ${q} when you shop the largest online selection at eBay.com. Free shipping on many items.`,
  },
  {
    name: 'Walmart.com',
    host: 'www.walmart.com',
    topics: ['buy', 'cheap', 'price', 'deal', 'grocery', 'toy', 'tv', 'shoe', 'kid'],
    url: (q) => `https://www.walmart.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} - Walmart.com`,
    snippet: (q) => `Shop for ${q} at Walmart.com. Save money. Live better.`,
  },
  {
    name: 'Target',
    host: 'www.target.com',
    topics: ['buy', 'home', 'kid', 'toy', 'decor', 'gift', 'clothe', 'baby'],
    url: (q) => `https://www.target.com/s?searchTerm=${plus(q)}`,
    path: () => '› s',
    title: (t) => `${t} : Target`,
    snippet: (q) =>
      `Shop ${q} at Target. Choose from same-day delivery, drive up or order pickup. Free standard shipping with $35 orders.`,
  },
  {
    name: 'Etsy',
    host: 'www.etsy.com',
    topics: ['gift', 'handmade', 'jewelry', 'art', 'custom', 'vintage', 'personalized', 'wedding', 'print'],
    url: (q) => `https://www.etsy.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} - Etsy`,
    snippet: (q) =>
      `Check out our ${q} selection for the very best in unique or custom, handmade pieces from independent shops.`,
  },
  {
    name: 'Best Buy',
    host: 'www.bestbuy.com',
    topics: [
      'laptop',
      'tv',
      'phone',
      'iphone',
      'headphone',
      'camera',
      'gaming',
      'console',
      'rtx',
      'monitor',
      'pro',
      'max',
      'review',
      'price',
    ],
    url: (q) => `https://www.bestbuy.com/site/searchpage.jsp?st=${plus(q)}`,
    path: () => '› site › searchpage.jsp',
    title: (t) => `${t} - Best Buy`,
    snippet: (q) => `Shop ${q} at Best Buy. Find low everyday prices and buy online for delivery or in-store pick-up.`,
  },
  {
    name: 'Tripadvisor',
    host: 'www.tripadvisor.com',
    topics: [
      'travel',
      'hotel',
      'thing',
      'restaurant',
      'trip',
      'vacation',
      'tour',
      'visit',
      'rome',
      'paris',
      'london',
      'beach',
      'weekend',
      'light',
    ],
    url: (q) => `https://www.tripadvisor.com/Search?q=${plus(q)}`,
    path: () => '› Search',
    title: (t) => `${t} - Tripadvisor`,
    snippet: (q) => `${q}: see traveller reviews, candid photos and great deals, ranked by millions of travellers.`,
  },
  {
    name: 'Booking.com',
    host: 'www.booking.com',
    topics: ['hotel', 'stay', 'resort', 'apartment', 'booking', 'cheap', 'rome', 'paris', 'vegas', 'bora'],
    url: (q) => `https://www.booking.com/searchresults.html?ss=${plus(q)}`,
    path: () => '› searchresults.html',
    title: (t) => `${t}: hotels and places to stay | Booking.com`,
    snippet: (q) =>
      `Find places to stay for ${q}. Free cancellation on most rooms, no booking fees and genuine guest reviews.`,
  },
  {
    name: 'Expedia',
    host: 'www.expedia.com',
    topics: ['flight', 'cheap', 'travel', 'vacation', 'package', 'hotel', 'airline', 'rome', 'paris', 'lisbon'],
    url: (q) => `https://www.expedia.com/Hotel-Search?destination=${plus(q)}`,
    path: () => '› Hotel-Search',
    title: (t) => `${t} | Expedia`,
    snippet: (q) =>
      `Compare deals for ${q}: flights, hotels and vacation packages, with member prices and free cancellation on many bookings.`,
  },
  {
    name: 'Lonely Planet',
    host: 'www.lonelyplanet.com',
    topics: [
      'travel',
      'guide',
      'thing',
      'visit',
      'trip',
      'weekend',
      'itinerary',
      'rome',
      'paris',
      'lisbon',
      'tokyo',
      'norway',
      'fjord',
    ],
    url: (q) => `https://www.lonelyplanet.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} - Lonely Planet`,
    snippet: (q) => `Our writers' guide to ${q}: when to go, where to stay, what to see and how to get around.`,
  },
  {
    name: 'Yelp',
    host: 'www.yelp.com',
    topics: ['restaurant', 'near', 'pizza', 'food', 'coffee', 'bar', 'brunch', 'sushi', 'cafe', 'menu', 'open'],
    url: (q) => `https://www.yelp.com/search?find_desc=${plus(q)}`,
    path: () => '› search',
    title: (t) => `Top 10 Best ${t.replace(/^best\s+/i, '')} - Yelp`,
    snippet: (q) =>
      `Find the best ${q} near you, with photos, menus and millions of reviews from people who have been there.`,
  },
  {
    name: 'Allrecipes',
    host: 'www.allrecipes.com',
    topics: [
      'recipe',
      'make',
      'bread',
      'cake',
      'chicken',
      'cook',
      'dinner',
      'easy',
      'sourdough',
      'soup',
      'pasta',
      'bake',
      'cookie',
    ],
    url: (q) => `https://www.allrecipes.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} Recipes | Allrecipes`,
    snippet: (q) =>
      `Looking for ${q}? Allrecipes has hundreds of trusted recipes, with ratings, reviews and cooking tips from home cooks.`,
  },
  {
    name: 'BBC Good Food',
    host: 'www.bbcgoodfood.com',
    topics: ['recipe', 'bread', 'cake', 'cook', 'dinner', 'easy', 'healthy', 'sourdough', 'vegan', 'baking'],
    url: (q) => `https://www.bbcgoodfood.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} recipes - BBC Good Food`,
    snippet: (q) => `Our best ${q} recipes, tested by our cookery team, with step-by-step methods and nutrition facts.`,
  },
  {
    name: 'WebMD',
    host: 'www.webmd.com',
    topics: ['symptom', 'pain', 'health', 'treatment', 'diet', 'sleep', 'ptsd', 'vitamin', 'headache', 'flu', 'cause'],
    url: (q) => `https://www.webmd.com/search/search_results/default.aspx?query=${plus(q)}`,
    path: () => '› search › search_results',
    title: (t) => `${t}: Causes, Symptoms, and Treatment - WebMD`,
    snippet: (q) =>
      `Learn about ${q}, including what causes it, the symptoms to watch for and the treatments doctors recommend.`,
  },
  {
    name: 'Mayo Clinic',
    host: 'www.mayoclinic.org',
    topics: ['symptom', 'health', 'treatment', 'disease', 'ptsd', 'pain', 'doctor', 'cause'],
    url: (q) => `https://www.mayoclinic.org/search/search-results?q=${plus(q)}`,
    path: () => '› search › search-results',
    title: (t) => `${t} - Symptoms and causes - Mayo Clinic`,
    snippet: (q) =>
      `${q}: an overview from Mayo Clinic experts, with symptoms, causes, risk factors and when to see a doctor.`,
  },
  {
    name: 'Healthline',
    host: 'www.healthline.com',
    topics: ['health', 'diet', 'nutrition', 'exercise', 'workout', 'benefit', 'vitamin', 'sleep', 'symptom', 'ab'],
    url: (q) => `https://www.healthline.com/search?q1=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t}: What to Know - Healthline`,
    snippet: (q) => `Everything you need to know about ${q}, medically reviewed, with the evidence behind each claim.`,
  },
  {
    name: 'AccuWeather',
    host: 'www.accuweather.com',
    topics: ['weather', 'forecast', 'rain', 'temperature', 'snow', 'storm', 'weekend', 'today'],
    url: (q) => `https://www.accuweather.com/en/search-locations?query=${plus(q)}`,
    path: () => '› en › search-locations',
    title: (t) => `${t} - AccuWeather Forecast`,
    snippet: (q) =>
      `${q}: the hourly and 10-day forecast, radar, and severe weather alerts, with RealFeel® temperatures.`,
  },
  {
    name: 'BBC News',
    host: 'www.bbc.co.uk',
    topics: ['news', 'today', 'latest', 'election', 'world', 'economy', 'weather', 'live'],
    url: (q) => `https://www.bbc.co.uk/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} - BBC News`,
    snippet: (q) => `The latest news, analysis and live updates on ${q} from BBC News correspondents around the world.`,
  },
  {
    name: 'Reuters',
    host: 'www.reuters.com',
    topics: ['news', 'market', 'stock', 'business', 'economy', 'price', 'latest', 'tax'],
    url: (q) => `https://www.reuters.com/site-search/?query=${plus(q)}`,
    path: () => '› site-search',
    title: (t) => `${t} | Reuters`,
    snippet: (q) => `Reuters coverage of ${q}: breaking news, business and markets reporting you can trust.`,
  },
  {
    name: 'NPR',
    host: 'www.npr.org',
    topics: ['news', 'history', 'music', 'blue', 'podcast', 'story'],
    url: (q) => `https://www.npr.org/search/?query=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} : NPR`,
    snippet: (q) => `Stories, interviews and podcasts about ${q} from NPR journalists and member stations.`,
  },
  {
    name: 'ESPN',
    host: 'www.espn.com',
    topics: [
      'score',
      'game',
      'nba',
      'nfl',
      'football',
      'soccer',
      'basketball',
      'baseball',
      'team',
      'schedule',
      'league',
      'player',
    ],
    url: (q) => `https://www.espn.com/search/_/q/${enc(q)}`,
    path: () => '› search',
    title: (t) => `${t} - ESPN`,
    snippet: (q) =>
      `Visit ESPN for ${q}: live scores, highlights, schedules and news from the teams and players you follow.`,
  },
  {
    name: 'IMDb',
    host: 'www.imdb.com',
    topics: ['movie', 'film', 'actor', 'show', 'series', 'cast', 'netflix', 'watch', 'trailer', 'season'],
    url: (q) => `https://www.imdb.com/find/?q=${plus(q)}`,
    path: () => '› find',
    title: (t) => `${t} - IMDb`,
    snippet: (q) => `${q}: cast, crew, ratings, trailers and where to watch, with reviews from IMDb users.`,
  },
  {
    name: 'Goodreads',
    host: 'www.goodreads.com',
    topics: ['book', 'novel', 'author', 'read', 'reading', 'series', 'history'],
    url: (q) => `https://www.goodreads.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} | Goodreads`,
    snippet: (q) =>
      `Discover books about ${q}, with ratings and reviews from millions of readers and lists to add them to.`,
  },
  {
    name: 'Merriam-Webster',
    host: 'www.merriam-webster.com',
    topics: ['meaning', 'definition', 'define', 'synonym', 'word', 'spell', 'pronounce'],
    url: (q) => `https://www.merriam-webster.com/dictionary/${enc(q)}`,
    path: (q) => `› dictionary › ${slug(q)}`,
    title: (t) => `${t} Definition & Meaning - Merriam-Webster`,
    snippet: (q) => `The meaning of ${q}, with pronunciation, synonyms, example sentences and the word's history.`,
  },
  {
    name: 'Investopedia',
    host: 'www.investopedia.com',
    topics: [
      'invest',
      'investing',
      'stock',
      'money',
      'finance',
      'tax',
      'loan',
      'mortgage',
      'credit',
      'retirement',
      'property',
      'saving',
    ],
    url: (q) => `https://www.investopedia.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t}: Definition and How It Works - Investopedia`,
    snippet: (q) =>
      `What ${q} means, how it works and what to watch out for, explained by our financial experts with examples.`,
  },
  {
    name: 'Consumer Reports',
    host: 'www.consumerreports.org',
    topics: ['review', 'best', 'buy', 'car', 'tv', 'appliance', 'laptop', 'rating', 'vs'],
    url: (q) => `https://www.consumerreports.org/search/?query=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} - Ratings and Reviews - Consumer Reports`,
    snippet: (q) => `Independent lab tests and ratings for ${q}, so you can buy with confidence. No ads, no sponsors.`,
  },
  {
    name: 'Indeed',
    host: 'www.indeed.com',
    topics: ['job', 'career', 'salary', 'hiring', 'remote', 'interview', 'resume', 'work', 'answer', 'weaknesse'],
    url: (q) => `https://www.indeed.com/jobs?q=${plus(q)}`,
    path: () => '› jobs',
    title: (t) => `${t} Jobs, Employment | Indeed`,
    snippet: (q) =>
      `Search ${q} jobs and career advice. Apply with your Indeed resume, and read salaries and company reviews.`,
  },
  {
    name: 'Coursera',
    host: 'www.coursera.org',
    topics: ['learn', 'course', 'online', 'class', 'certificate', 'python', 'tutorial', 'beginner', 'degree'],
    url: (q) => `https://www.coursera.org/search?query=${plus(q)}`,
    path: () => '› search',
    title: (t) => `Best ${t} Courses & Certificates Online - Coursera`,
    snippet: (q) =>
      `Learn ${q} online with courses from top universities and companies. Enroll for free and earn a certificate.`,
  },
  {
    name: 'Khan Academy',
    host: 'www.khanacademy.org',
    topics: ['math', 'learn', 'algebra', 'science', 'explained', 'lesson', 'algorithm', 'history'],
    url: (q) => `https://www.khanacademy.org/search?page_search_query=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} | Khan Academy`,
    snippet: (q) => `Free lessons, videos and practice on ${q}, for learners of every age, at your own pace.`,
  },
  {
    name: 'Stack Overflow',
    host: 'stackoverflow.com',
    topics: [
      'code',
      'programming',
      'python',
      'javascript',
      'error',
      'algorithm',
      'html',
      'css',
      'sql',
      'java',
      'function',
      'rust',
      'c',
    ],
    url: (q) => `https://stackoverflow.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} - Stack Overflow`,
    snippet: (q) => `Questions tagged with ${q}, with accepted answers, code samples and votes from developers.`,
  },
  {
    name: 'MDN Web Docs',
    host: 'developer.mozilla.org',
    topics: ['html', 'css', 'javascript', 'web', 'api', 'js', 'tutorial', 'beginner'],
    url: (q) => `https://developer.mozilla.org/en-US/search?q=${plus(q)}`,
    path: () => '› en-US › search',
    title: (t) => `${t} - MDN Web Docs`,
    snippet: (q) =>
      `Documentation and guides on ${q} for web developers: reference, examples and browser compatibility.`,
  },
  {
    name: 'GitHub',
    host: 'github.com',
    topics: ['code', 'github', 'library', 'open', 'source', 'algorithm', 'api', 'python', 'rust'],
    url: (q) => `https://github.com/search?q=${plus(q)}&type=repositories`,
    path: () => '› search',
    title: (_t, q) => `Repositories matching ${q} · GitHub`,
    snippet: (q) => `Open-source repositories about ${q}: code, issues and discussions from the developer community.`,
  },
  {
    name: 'The Home Depot',
    host: 'www.homedepot.com',
    topics: ['diy', 'tool', 'paint', 'garden', 'repair', 'fix', 'kitchen', 'bathroom', 'floor', 'clean'],
    url: (q) => `https://www.homedepot.com/s/${enc(q)}`,
    path: (q) => `› s › ${slug(q)}`,
    title: (t) => `${t} - The Home Depot`,
    snippet: (q) =>
      `Shop ${q} at The Home Depot, with free delivery on many items and how-to guides for every project.`,
  },
  {
    name: 'IKEA',
    host: 'www.ikea.com',
    topics: ['furniture', 'sofa', 'bed', 'desk', 'kitchen', 'storage', 'chair', 'home', 'decor'],
    url: (q) => `https://www.ikea.com/us/en/search/?q=${plus(q)}`,
    path: () => '› us › en › search',
    title: (t) => `${t} - IKEA US`,
    snippet: (q) => `Find ${q} at IKEA: affordable furniture and home ideas, with delivery and assembly options.`,
  },
  {
    name: 'Nike',
    host: 'www.nike.com',
    topics: ['shoe', 'running', 'sneaker', 'sport', 'training', 'workout', 'jordan'],
    url: (q) => `https://www.nike.com/w?q=${plus(q)}`,
    path: () => '› w',
    title: (t) => `${t}. Nike.com`,
    snippet: (q) => `Shop ${q} at Nike.com. Free delivery and returns for members.`,
  },
  {
    name: 'REI',
    host: 'www.rei.com',
    topics: ['hiking', 'camping', 'boot', 'outdoor', 'backpack', 'tent', 'trail', 'women', 'jacket'],
    url: (q) => `https://www.rei.com/search?q=${plus(q)}`,
    path: () => '› search',
    title: (t) => `${t} | REI Co-op`,
    snippet: (q) => `Shop ${q} at REI, with expert advice on choosing the right gear, and a satisfaction guarantee.`,
  },
  {
    name: 'Zillow',
    host: 'www.zillow.com',
    topics: ['home', 'house', 'rent', 'apartment', 'sale', 'real', 'estate', 'property', 'mortgage'],
    url: (q) => `https://www.zillow.com/homes/${enc(q)}_rb/`,
    path: (q) => `› homes › ${slug(q)}`,
    title: (t) => `${t} - Real Estate Listings | Zillow`,
    snippet: (q) => `Browse ${q} listings with photos, prices and neighbourhood information, updated daily.`,
  },
];
