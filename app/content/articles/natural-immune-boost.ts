import type { Article } from "../article";

export const article: Article = {
  id: "natural-immune-boost",
  title: "Natural Ways to Support Your Immune System",
  description:
    "Everyday habits that help your immune system do its job: balanced meals, steady sleep, regular movement, stress care and a few sensible precautions.",
  category: "Immune Health",
  readTime: "7 min read",
  published: "2024-01-16",
  thumbnail: "/images/articles/natural-immune-boost.svg",
  body: `Your immune system is not a single organ you can switch on. It is a network of cells, tissues and signaling molecules spread through your blood, lymph, skin, gut and airways, working around the clock to tell the difference between you and everything else. Because it is so widespread, it responds to the whole way you live rather than to any one food or pill.

That is good news. It means the most reliable ways to support healthy immune function are ordinary, affordable and within reach: eating well, sleeping enough, moving your body, managing stress and taking a few practical precautions. This guide walks through each of them and explains why they matter.

## How Your Immune System Works

Researchers usually describe two branches that cooperate closely.

### Innate Immunity

The innate branch is your first responder. It includes physical barriers such as skin and the mucous membranes of your nose and gut, along with white blood cells that react quickly to anything unfamiliar. It is fast and general.

### Adaptive Immunity

The adaptive branch is slower to start but more precise. It learns to recognize specific invaders and keeps a memory of them, which is why your body often responds more efficiently the second time it meets the same germ. This is also the branch that vaccines train.

Both branches depend on a steady supply of nutrients, good rest and a body that is not constantly under strain. When those basics slip, immune responses tend to become less efficient.

## Eat a Colorful, Varied Diet

No single food supercharges immunity, but a balanced eating pattern gives immune cells the raw materials they need. Several nutrients play well-documented roles in normal immune function.

- Vitamin C, found in citrus fruits, kiwi, strawberries, bell peppers and broccoli.
- Vitamin A and its building blocks, found in sweet potatoes, carrots, spinach and other orange or dark green produce.
- Vitamin D, found in fatty fish, eggs and fortified milk, and made in your skin with sun exposure.
- Zinc, found in shellfish, beans, lentils, pumpkin seeds and whole grains.
- Protein, found in fish, poultry, eggs, dairy, beans, tofu and nuts, which supplies the amino acids used to build antibodies and immune cells.

A simple way to cover these bases is to fill half your plate with vegetables and fruit, a quarter with a protein food and a quarter with whole grains or starchy vegetables. Aim for several different colors over the course of a day.

### Don't Forget Your Gut

A large share of the body's immune tissue sits along the digestive tract, where it interacts constantly with the trillions of microbes living there. Fiber from vegetables, fruit, legumes and whole grains feeds many of those beneficial microbes. Fermented foods such as plain yogurt, kefir, sauerkraut and kimchi add variety as well. If you eat little fiber today, increase it gradually and drink more water as you do.

### Keep an Eye on Added Sugar and Alcohol

Diets high in added sugar and ultra-processed foods tend to crowd out the nutrient-rich foods your body needs. Heavy drinking is known to interfere with immune function. If you drink, the Dietary Guidelines for Americans suggest limiting alcohol to two drinks or fewer a day for men and one drink or fewer a day for women.

## Make Sleep a Priority

Sleep is one of the most underrated immune habits. During deep sleep, the body releases signaling proteins involved in immune responses and consolidates the memory of threats it has met. Studies have found that people who routinely sleep too little tend to respond less robustly to vaccines and report more frequent colds.

Most adults need seven or more hours per night. A few practical habits help:

- Go to bed and wake up at about the same time every day, including weekends.
- Keep your bedroom cool, dark and quiet.
- Put screens away 30 to 60 minutes before bed.
- Limit caffeine after early afternoon and avoid large meals late in the evening.
- Get some daylight in the morning, which helps set your internal clock.

**A consistent sleep schedule is one of the simplest things you can do for your overall health.**

## Stay Physically Active

Regular, moderate exercise supports healthy circulation, which helps immune cells move efficiently through the body. It also supports healthy weight, better sleep and a calmer mood, all of which feed back into immune health.

The Physical Activity Guidelines for Americans recommend at least 150 minutes a week of moderate activity, such as brisk walking or cycling, plus muscle-strengthening exercise on two or more days. You do not need to do it all at once. Three ten-minute walks count just as much as one half-hour session.

More is not always better: build up gradually, take rest days and pay attention to how you feel.

## Manage Stress

Short bursts of stress are a normal part of life. Stress that goes on for weeks or months is different. Ongoing high levels of the stress hormone cortisol can dampen some aspects of immune function, and chronic stress often disrupts sleep and eating habits too.

You cannot remove every source of stress, but you can give your body regular chances to recover:

- Take a few minutes each day for slow breathing, meditation or prayer.
- Spend time outdoors, even a short walk around the block.
- Stay connected with friends and family, since social support is linked to better health.
- Set boundaries around work and news so you have real downtime.
- Make room for hobbies that absorb your attention in a pleasant way.

## Stay Hydrated

Water keeps the mucous membranes in your nose, throat and airways moist, which helps them act as an effective barrier. It also supports circulation and the lymphatic system. Needs vary with body size, activity and climate, but a practical guide is to drink regularly through the day and check that your urine is pale yellow. Water, milk, herbal tea and water-rich foods such as soups, fruit and vegetables all count.

## Practice Everyday Precautions

Habits that limit exposure to germs give your immune system less work to do.

- Wash your hands with soap and water for at least 20 seconds, especially before eating and after using the restroom.
- Cover coughs and sneezes with a tissue or your elbow.
- Stay home when you are sick if you can, to give yourself time to recover and avoid spreading illness.
- Handle and cook food safely, and keep raw meat separate from ready-to-eat foods.
- Stay up to date on the vaccines your healthcare provider recommends for your age and health.

Avoiding smoke, including secondhand smoke, also spares the airways that form one of your first lines of defense.

## A Note on Herbs and Supplements

Many people are curious about herbs such as elderberry, echinacea, astragalus or medicinal mushrooms, and about supplements such as vitamin C, vitamin D and zinc. Research on most of these is still developing, results are mixed and quality varies between products. Supplements are meant to fill gaps in an already balanced routine, not to replace one.

If you are considering an herb or supplement, talk to your healthcare provider first. This is especially important if you take prescription or over-the-counter medication, have an ongoing health condition, are scheduled for surgery, or are pregnant or breastfeeding. Some herbs interact with medications, and some nutrients, including vitamin A, vitamin D and zinc, can be harmful in high doses.

## Putting It All Together

Supporting your immune system is less about finding a secret ingredient and more about consistency. A realistic weekly rhythm might look like this:

- Most meals built around vegetables, fruit, whole grains, legumes and a protein food.
- Seven or more hours of sleep on most nights, at regular times.
- About 30 minutes of movement on most days, plus strength work twice a week.
- A few minutes of daily stress relief and regular time with people you enjoy.
- Water within reach throughout the day.

Start with one or two changes. Small habits kept up for months do more than an ambitious plan abandoned after a week.

## When to Seek Professional Help

Healthy habits support your body, but they are not a substitute for medical care. Contact a doctor or other qualified healthcare provider if you notice any of the following:

- Frequent infections, or infections that are unusually severe or slow to clear up.
- A fever above 103 degrees Fahrenheit, or any fever that lasts more than three days.
- Shortness of breath, chest pain or confusion, which need urgent care.
- Unexplained weight loss, ongoing fatigue or night sweats.
- Wounds that are slow to close or show signs of infection.

Ask your provider before starting any supplement, particularly if you take medication, have a chronic condition, or are pregnant or breastfeeding. If you ever think you are facing a medical emergency, call 911 right away.`,
};
