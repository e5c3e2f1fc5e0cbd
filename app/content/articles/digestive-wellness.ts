import type { Article } from "../article";

export const article: Article = {
  id: "digestive-wellness",
  title: "Gut Health Revolution: Healing Your Digestive System",
  description:
    "How your gut works and how everyday habits support it: fiber, fermented foods, water, mindful eating, movement, sleep and stress care.",
  category: "Digestive Health",
  readTime: "6 min read",
  published: "2024-06-11",
  thumbnail: "/images/articles/digestive-wellness.svg",
  body: `Your digestive system does far more than break down lunch. It absorbs the nutrients that fuel every cell, hosts a large share of your immune tissue and is home to trillions of microbes that interact with the rest of your body in ways scientists are still mapping. When it runs smoothly, you barely notice it. When it does not, bloating, irregularity and discomfort can affect your whole day.

The encouraging part is that your gut responds to daily habits. What you eat, how you eat, how much you move, how well you sleep and how you handle stress all shape how comfortable your digestion feels. This guide covers the practical basics.

## How Your Digestive System Works

Digestion begins before your first bite, when the sight and smell of food trigger saliva. Chewing breaks food down mechanically, and enzymes in saliva start on starches. The stomach mixes food with acid and enzymes, and the small intestine does most of the work of absorbing nutrients with help from the pancreas, liver and gallbladder.

What your small intestine cannot absorb, mostly fiber, moves into the large intestine. There, gut bacteria ferment it, producing short-chain fatty acids that nourish the cells lining the colon. The colon also absorbs water and forms stool.

### Meet Your Microbiome

The community of bacteria, fungi and other microbes living in your gut is called the microbiome. Each person's is unique, shaped by genetics, diet, environment and medications. In general, a more diverse microbiome is associated with better overall health, and diet is one of the most powerful influences on it.

## Feed Your Gut With Fiber

Fiber is the main food for beneficial gut bacteria, yet most Americans eat only about half of what they need. The Dietary Guidelines for Americans suggest roughly 25 grams a day for many women and 30 to 38 grams for many men.

There are two main types, and most plant foods contain both.

- Soluble fiber dissolves in water and forms a gel. It is found in oats, barley, beans, lentils, apples, citrus and psyllium.
- Insoluble fiber adds bulk and helps move things along. It is found in whole grains, wheat bran, nuts, seeds and the skins of many vegetables and fruits.

### Aim for Plant Variety

Different microbes thrive on different plant fibers, so variety matters. Some researchers suggest aiming for around 30 different plant foods a week, counting vegetables, fruit, whole grains, legumes, nuts, seeds, herbs and spices. A handful of mixed seeds on your oatmeal or a bean and vegetable soup can add several at once.

**Increase fiber gradually over a few weeks and drink more water as you go. Adding a lot at once can cause gas and bloating.**

## Add Fermented Foods

Fermented foods contain live microbes and compounds produced during fermentation. A Stanford study found that people who ate several servings of fermented foods daily for ten weeks had a more diverse microbiome by the end. Options include:

- Plain yogurt and kefir with live and active cultures.
- Sauerkraut and kimchi from the refrigerated section, since shelf-stable jars are usually pasteurized, which removes the live cultures.
- Miso and tempeh.
- Kombucha, keeping an eye on added sugar.

Start with small servings and see how you feel.

## Drink Enough Water

Water helps fiber do its job and keeps stool soft and easy to pass. Without enough fluid, extra fiber can actually make constipation worse. Sip water throughout the day and increase your intake in hot weather, during exercise and as you add fiber. Soups, fruit, vegetables and herbal teas count toward your total.

## Eat Mindfully

How you eat matters almost as much as what you eat.

- Chew slowly and thoroughly. Digestion starts in the mouth, and larger pieces are harder for the stomach to handle.
- Sit down for meals and put screens away when you can.
- Stop when you feel comfortably full rather than stuffed.
- Keep meal times fairly regular, which helps your digestive rhythm.
- Finish eating two to three hours before lying down if you notice heartburn.

## Move Your Body

Physical activity helps stimulate the natural muscle contractions that move food through your intestines. Even a 10 to 15-minute walk after meals can support comfortable digestion and regularity. Over the week, aim for at least 150 minutes of moderate activity, such as brisk walking, cycling or swimming.

## Sleep and Stress Matter Too

Your gut and brain are in constant two-way communication through nerves, hormones and immune signals, often called the gut-brain axis. That is why stress can show up as butterflies, a knotted stomach or changes in bathroom habits.

- Keep a regular sleep schedule and aim for seven to nine hours a night.
- Try slow breathing before meals, which encourages the body's rest-and-digest mode.
- Build in daily stress relief such as walking, stretching, journaling or time with friends.

## Foods and Habits to Limit

- Ultra-processed foods, which tend to be low in fiber and high in added sugar, salt and additives.
- Large amounts of alcohol, which can irritate the digestive tract.
- Very fatty or fried meals, which slow stomach emptying and can worsen heartburn for some people.
- Sugar alcohols such as sorbitol and xylitol, which can cause gas or loose stools in sensitive people.
- Smoking, which affects the digestive tract from top to bottom.

## A Simple Gut-Friendly Day

Putting these ideas together does not require a special diet. A typical day might look like this:

- Breakfast: oatmeal with kefir or yogurt, berries, ground flaxseed and walnuts.
- Lunch: a grain bowl with brown rice, black beans, roasted vegetables, avocado and a spoonful of kimchi.
- Snack: a pear and a handful of almonds, with a glass of water.
- Dinner: baked fish or tofu with lentils and a large side of greens, followed by a short walk.
- Evening: a cup of caffeine-free herbal tea as part of your wind-down routine.

## A Note on Probiotics and Herbs

Probiotic supplements contain specific strains of live microbes. Research shows that effects depend heavily on the strain and the person, and a supplement that helps one person may do little for another. Herbs such as ginger and peppermint have a long history of use for occasional digestive discomfort, and a cup of ginger or peppermint tea can be a pleasant part of your routine. Note that peppermint can aggravate heartburn in some people.

Talk to your healthcare provider before starting probiotics or herbal products, especially if you take medication, have a weakened immune system, have an ongoing digestive condition, or are pregnant or breastfeeding.

## When to Seek Professional Help

Occasional gas, bloating or irregularity is normal. See a doctor promptly if you notice:

- Blood in your stool, or black, tarry stools.
- Unexplained weight loss.
- Persistent changes in bowel habits lasting more than a few weeks.
- Difficulty or pain when swallowing.
- Heartburn more than twice a week, or heartburn that does not improve.
- Ongoing abdominal pain, vomiting or diarrhea lasting more than a couple of days.

Seek emergency care for severe or sudden abdominal pain, vomiting blood, or signs of dehydration such as dizziness and very little urine. Also talk with your provider about colorectal cancer screening, which is recommended for most adults starting at age 45.`,
};
